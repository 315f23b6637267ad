package io.gatehouse.providers.registers.kvk;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.providers.registers.numbers.DutchNumbers;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code kvk_lookup}: a KvK number reads Basisprofiel v1 (with the establishment list on request),
 * an establishment number reads Vestigingsprofiel v1.
 */
final class LookupHandler implements OperationHandler {

  private final KvkClient kvk;

  LookupHandler(KvkClient kvk) {
    this.kvk = kvk;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    String kvkNummer = args.getString("kvkNummer");
    String vestigingsnummer = args.getString("vestigingsnummer");
    boolean geo = args.getBoolean("geoData", false);
    try {
      if ((kvkNummer == null) == (vestigingsnummer == null)) {
        throw ProviderException.badArgument("kvkNummer", "give exactly one of kvkNummer and vestigingsnummer");
      }
      if (kvkNummer != null) {
        return basisprofiel(DutchNumbers.kvkNumber("kvkNummer", kvkNummer), geo, args.getBoolean("vestigingen", false),
          invocation.requestId());
      }
      String number = DutchNumbers.vestigingsnummer("vestigingsnummer", vestigingsnummer);
      return kvk.get(withGeo(UpstreamRequest.get("/v1/vestigingsprofielen/" + number), geo), invocation.requestId())
        .map(response -> Result.of(new JsonObject().put("vestigingsnummer", number)
          .put("vestigingsprofiel", KvkJson.object(response.json(), "the establishment profile")),
          List.of(response.source())));
    } catch (ProviderException badArgument) {
      return Future.failedFuture(badArgument);
    }
  }

  private Future<Result> basisprofiel(String number, boolean geo, boolean withVestigingen, String requestId) {
    Future<UpstreamResponse> profile = kvk.get(withGeo(UpstreamRequest.get("/v1/basisprofielen/" + number), geo), requestId);
    Future<UpstreamResponse> list = withVestigingen
      ? kvk.get(UpstreamRequest.get("/v1/basisprofielen/" + number + "/vestigingen"), requestId)
      : Future.succeededFuture();
    return Future.all(profile, list).map(both -> {
      List<Source> sources = new ArrayList<>(List.of(profile.result().source()));
      JsonObject fields = new JsonObject().put("kvkNummer", number)
        .put("basisprofiel", KvkJson.object(profile.result().json(), "the basic profile"));
      if (list.result() != null) {
        fields.put("vestigingen", KvkJson.object(list.result().json(), "the establishment list"));
        sources.add(list.result().source());
      }
      return Result.of(fields, sources);
    });
  }

  private static UpstreamRequest withGeo(UpstreamRequest request, boolean geo) {
    return geo ? request.query("geoData", "true") : request;
  }
}
