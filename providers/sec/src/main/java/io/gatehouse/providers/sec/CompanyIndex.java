package io.gatehouse.providers.sec;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** SEC's company ticker list ({@code company_tickers.json}), searchable by ticker, CIK or name. */
final class CompanyIndex {

  /** One row of the list: a ticker of a filer. */
  record Company(long cik, String ticker, String name) {

    JsonObject toJson() {
      return new JsonObject()
        .put("cik", cik)
        .put("cik_padded", String.format(Locale.ROOT, "%010d", cik))
        .put("ticker", ticker)
        .put("name", name);
    }
  }

  private record Match(Company company, int rank) {
  }

  private static final int NO_MATCH = Integer.MAX_VALUE;

  private final List<Company> companies;

  private CompanyIndex(List<Company> companies) {
    this.companies = companies;
  }

  /** Reads the list, an object keyed by row number whose rows hold cik_str, ticker and title. */
  static CompanyIndex parse(Buffer body) {
    JsonObject rows = new JsonObject(body);
    List<Company> companies = new ArrayList<>(rows.size());
    for (String key : rows.fieldNames()) {
      if (rows.getValue(key) instanceof JsonObject row && row.getValue("cik_str") instanceof Number cik) {
        companies.add(new Company(cik.longValue(), row.getString("ticker", ""), row.getString("title", "")));
      }
    }
    return new CompanyIndex(companies);
  }

  /**
   * The companies matching the query, best first: exact ticker, then CIK, then name equal to,
   * starting with or containing the query. A filer with several tickers appears once.
   */
  List<Company> find(String query, int limit) {
    String text = query.strip();
    Set<Long> seen = new HashSet<>();
    return companies.stream()
      .map(company -> new Match(company, rank(company, text)))
      .filter(match -> match.rank() != NO_MATCH)
      .sorted(Comparator.comparingInt(Match::rank))
      .map(Match::company)
      .filter(company -> seen.add(company.cik()))
      .limit(limit)
      .toList();
  }

  static JsonArray toJson(List<Company> companies) {
    JsonArray array = new JsonArray();
    companies.forEach(c -> array.add(c.toJson()));
    return array;
  }

  private static int rank(Company company, String text) {
    // SEC writes share classes with a dash (BRK-B) where others use a dot (BRK.B)
    if (company.ticker().equalsIgnoreCase(text.replace('.', '-'))) return 0;
    if (text.chars().allMatch(Character::isDigit) && text.length() <= 10) {
      return Long.parseLong(text) == company.cik() ? 1 : NO_MATCH;
    }
    String name = company.name().toLowerCase(Locale.ROOT);
    String wanted = text.toLowerCase(Locale.ROOT);
    if (name.equals(wanted)) return 2;
    if (name.startsWith(wanted)) return 3;
    return name.contains(wanted) ? 4 : NO_MATCH;
  }
}
