package io.gatehouse.providers.analytics.xbrl;

import io.gatehouse.analytics.xbrl.Normalization;
import io.gatehouse.analytics.xbrl.XbrlNormalizer;
import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.gatehouse.providers.analytics.Compute;
import io.gatehouse.providers.analytics.Provenance;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Takes a companyfacts document (whole or its {@code facts}), or a CIK whose facts it fetches
 * through the sec provider, and normalises them on a worker.
 */
final class NormalizeHandler implements OperationHandler {

  static final String SEC = "sec";
  static final String SEC_COMPANY_FACTS = "company_facts";

  private final String version;

  NormalizeHandler(String version) {
    this.version = version;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    int given = (args.containsKey("companyfacts") ? 1 : 0) + (args.containsKey("facts") ? 1 : 0)
      + (args.containsKey("cik") ? 1 : 0);
    if (given != 1) {
      return Future.failedFuture(ProviderException.badArgument("companyfacts",
        "give exactly one of companyfacts, facts or cik"));
    }
    Future<Input> input;
    if (args.containsKey("cik")) {
      input = invocation.invoke(SEC, SEC_COMPANY_FACTS, new JsonObject().put("cik", args.getValue("cik").toString()))
        .map(NormalizeHandler::fetched);
    } else if (args.containsKey("companyfacts")) {
      input = Future.succeededFuture(new Input(args.getJsonObject("companyfacts"), List.of()));
    } else {
      input = Future.succeededFuture(new Input(new JsonObject().put("facts", args.getJsonObject("facts")), List.of()));
    }
    Set<String> wanted = new LinkedHashSet<>();
    args.getJsonArray("concepts", new io.vertx.core.json.JsonArray()).forEach(c -> wanted.add(String.valueOf(c)));
    boolean unmapped = args.getBoolean("include_unmapped", false);
    return input.compose(in -> Compute.blocking(invocation, "facts", () -> {
      JsonObject document = in.document();
      if (!(document.getValue("facts") instanceof JsonObject facts)) {
        throw new IllegalArgumentException("no facts object in the companyfacts document");
      }
      CompanyFacts.Parsed parsed = CompanyFacts.parse(facts);
      Normalization n = XbrlNormalizer.normalize(parsed.facts(), wanted, unmapped);
      JsonObject body = NormalizationJson.write(document, n, parsed);
      List<Source> sources = new ArrayList<>(in.sources());
      sources.add(Provenance.computation("XBRL fact normalisation", version));
      return Result.of(body, sources);
    }));
  }

  private record Input(JsonObject document, List<Source> sources) {
  }

  private static Input fetched(JsonObject result) {
    List<Source> sources = new ArrayList<>();
    result.getJsonArray("sources", new io.vertx.core.json.JsonArray()).forEach(s -> {
      if (s instanceof JsonObject json) sources.add(Source.fromJson(json));
    });
    if (!(result.getValue("data") instanceof JsonObject document)) {
      throw new ProviderException(Failure.UPSTREAM_REJECTED, "SEC did not answer with a companyfacts document");
    }
    return new Input(document, sources);
  }
}
