package io.gatehouse.providers.registers.gleif;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.providers.registers.numbers.EuropeanNumbers;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code gleif_lookup}: one LEI record ({@code GET /lei-records/{lei}}) and, on request, its Level 2
 * parents ({@code /direct-parent}, {@code /ultimate-parent}; GLEIF answers 404 where none is reported).
 */
final class LookupHandler implements OperationHandler {

  private static final int NO_PARENT = 404;

  private final RegisterClient gleif;

  LookupHandler(RegisterClient gleif) {
    this.gleif = gleif;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    String lei;
    try {
      lei = EuropeanNumbers.lei("lei", invocation.arguments().getString("lei"));
    } catch (ProviderException badArgument) {
      return Future.failedFuture(badArgument);
    }
    String path = "/lei-records/" + lei;
    Future<UpstreamResponse> record = gleif.get(UpstreamRequest.get(path), invocation.requestId());
    if (!invocation.arguments().getBoolean("parents", false)) {
      return record.map(response -> Result.of(LeiRecords.company(resource(response)), List.of(response.source())));
    }
    Future<UpstreamResponse> direct = gleif.send(UpstreamRequest.get(path + "/direct-parent"), invocation.requestId(), Set.of(NO_PARENT));
    Future<UpstreamResponse> ultimate = gleif.send(UpstreamRequest.get(path + "/ultimate-parent"), invocation.requestId(),
      Set.of(NO_PARENT));
    return Future.all(record, direct, ultimate).map(all -> {
      JsonObject company = LeiRecords.company(resource(record.result()));
      List<Source> sources = new ArrayList<>(List.of(record.result().source()));
      parent(company, "direct_parent", direct.result(), sources);
      parent(company, "ultimate_parent", ultimate.result(), sources);
      return Result.of(company, sources);
    });
  }

  private void parent(JsonObject company, String field, UpstreamResponse response, List<Source> sources) {
    sources.add(response.source());
    if (response.status() != NO_PARENT) company.put(field, LeiRecords.hit(resource(response)));
  }

  private JsonObject resource(UpstreamResponse response) {
    if (gleif.object(response).getValue("data") instanceof JsonObject resource) return resource;
    throw new ProviderException(Failure.UPSTREAM_UNAVAILABLE, "GLEIF answered the LEI record without its data");
  }
}
