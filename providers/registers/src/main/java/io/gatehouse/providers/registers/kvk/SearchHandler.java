package io.gatehouse.providers.registers.kvk;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.providers.registers.numbers.DutchNumbers;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;

/**
 * {@code kvk_search}: KvK Zoeken v2. The gateway's paging (limit with page or offset) maps onto
 * KvK's resultatenPerPagina and pagina; numbers are checked before KvK is asked.
 */
final class SearchHandler implements OperationHandler {

  static final String PATH = "/v2/zoeken";
  private static final List<String> TEXT_FILTERS = List.of("naam", "straatnaam", "plaats", "huisletter", "type");
  private static final int MAX_PAGE = 1000;

  private final KvkClient kvk;

  SearchHandler(KvkClient kvk) {
    this.kvk = kvk;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    UpstreamRequest request = UpstreamRequest.get(PATH);
    int limit;
    int page;
    try {
      boolean any = false;
      for (String name : TEXT_FILTERS) {
        String value = args.getString(name);
        if (value != null && !value.isBlank()) {
          request.query(name, value.trim());
          any |= !name.equals("type");
        }
      }
      if (args.getString("kvkNummer") != null) {
        request.query("kvkNummer", DutchNumbers.kvkNumber("kvkNummer", args.getString("kvkNummer")));
        any = true;
      }
      if (args.getString("rsin") != null) {
        request.query("rsin", DutchNumbers.rsin("rsin", args.getString("rsin")));
        any = true;
      }
      if (args.getString("vestigingsnummer") != null) {
        request.query("vestigingsnummer", DutchNumbers.vestigingsnummer("vestigingsnummer", args.getString("vestigingsnummer")));
        any = true;
      }
      any |= postcode(args, request);
      if (args.getInteger("postbusnummer") != null) request.query("postbusnummer", args.getInteger("postbusnummer").toString());
      if (!any) {
        throw ProviderException.badArgument("naam",
          "give at least one of naam, kvkNummer, rsin, vestigingsnummer, straatnaam, plaats or postcode");
      }
      if (args.getBoolean("inclusiefInactieveRegistraties", false)) request.query("inclusiefInactieveRegistraties", "true");
      limit = args.getInteger("limit", 10);
      page = page(args, limit);
    } catch (ProviderException badArgument) {
      return Future.failedFuture(badArgument);
    }
    request.query("pagina", Integer.toString(page)).query("resultatenPerPagina", Integer.toString(limit));
    return kvk.get(request, invocation.requestId()).map(response -> {
      JsonObject body = KvkJson.object(response.json(), "the search");
      int total = body.getInteger("totaal", 0);
      int offset = (page - 1) * limit;
      JsonObject fields = new JsonObject().put("total", total).put("page", page).put("limit", limit).put("offset", offset);
      if (offset + limit < Math.min(total, MAX_PAGE * limit)) fields.put("next_offset", offset + limit);
      fields.put("results", body.getJsonArray("resultaten", new JsonArray()));
      return Result.of(fields, List.of(response.source()));
    });
  }

  /** KvK only takes a postcode together with a house or PO box number. */
  private static boolean postcode(JsonObject args, UpstreamRequest request) {
    String postcode = args.getString("postcode");
    Integer huisnummer = args.getInteger("huisnummer");
    if (huisnummer != null) request.query("huisnummer", huisnummer.toString());
    if (postcode == null) return huisnummer != null;
    if (huisnummer == null && args.getInteger("postbusnummer") == null) {
      throw ProviderException.badArgument("postcode", "postcode needs huisnummer or postbusnummer with it");
    }
    request.query("postcode", postcode.replace(" ", "").toUpperCase(java.util.Locale.ROOT));
    return true;
  }

  private static int page(JsonObject args, int limit) {
    Integer page = args.getInteger("page");
    Integer offset = args.getInteger("offset");
    if (page != null && offset != null) throw ProviderException.badArgument("offset", "give page or offset, not both");
    if (offset == null) return page == null ? 1 : page;
    if (offset % limit != 0) {
      throw ProviderException.badArgument("offset", "offset must be a multiple of limit (" + limit
        + "): KvK pages by page number");
    }
    int computed = offset / limit + 1;
    if (computed > MAX_PAGE) throw ProviderException.badArgument("offset", "KvK serves at most " + MAX_PAGE + " pages");
    return computed;
  }
}
