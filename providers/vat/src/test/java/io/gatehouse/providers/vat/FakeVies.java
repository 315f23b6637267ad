package io.gatehouse.providers.vat;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A local stand-in for VIES REST. Like the VIES test service, each number is given a test code:
 * 100 valid, 200 invalid, 201.. the error codes; here it is assigned per number, because the
 * provider only sends numbers that pass their check digits. Trader details sent are compared with
 * one register entry, except the company type, which this member state does not process.
 */
final class FakeVies {

  static final Map<String, String> ERRORS = Map.ofEntries(
    Map.entry("201", "INVALID_INPUT"), Map.entry("202", "INVALID_REQUESTER_INFO"),
    Map.entry("300", "SERVICE_UNAVAILABLE"), Map.entry("301", "MS_UNAVAILABLE"), Map.entry("302", "TIMEOUT"),
    Map.entry("400", "VAT_BLOCKED"), Map.entry("401", "IP_BLOCKED"),
    Map.entry("500", "GLOBAL_MAX_CONCURRENT_REQ"), Map.entry("501", "GLOBAL_MAX_CONCURRENT_REQ_TIME"),
    Map.entry("600", "MS_MAX_CONCURRENT_REQ"), Map.entry("601", "MS_MAX_CONCURRENT_REQ_TIME"));

  /**
   * Codes beyond the test service's: an HTTP 500 blaming VIES, one blaming the member state, an
   * answer slower than the client waits, an undisclosed trader.
   */
  static final String HTTP_500 = "http500";
  static final String MS_UNAVAILABLE_500 = "ms500";
  static final String SLOW = "slow";
  static final String UNDISCLOSED = "undisclosed";

  /** The register's trader details under their VIES names. */
  static final JsonObject REGISTER = new JsonObject().put("traderName", "ACME GMBH")
    .put("traderStreet", "MUSTERSTRASSE 1").put("traderPostalCode", "10115").put("traderCity", "BERLIN");

  private final Map<String, String> codes = new ConcurrentHashMap<>();
  final List<JsonObject> checks = new CopyOnWriteArrayList<>();
  private HttpServer server;

  Future<Integer> start(Vertx vertx) {
    server = vertx.createHttpServer().requestHandler(this::handle);
    return server.listen(0, "127.0.0.1").map(HttpServer::actualPort);
  }

  Future<Void> close() {
    return server == null ? Future.succeededFuture() : server.close();
  }

  void answer(String countryAndNumber, String code) {
    codes.put(countryAndNumber, code);
  }

  private void handle(HttpServerRequest request) {
    if (request.path().endsWith("/check-status")) {
      json(request, 200, new JsonObject().put("vow", new JsonObject().put("available", true))
        .put("countries", new JsonArray()
          .add(new JsonObject().put("countryCode", "DE").put("availability", "Unavailable"))
          .add(new JsonObject().put("countryCode", "FR").put("availability", "Available"))));
      return;
    }
    if (!request.path().endsWith("/check-vat-number")) {
      request.response().setStatusCode(404).end();
      return;
    }
    request.body().onSuccess(buffer -> {
      JsonObject body = buffer.toJsonObject();
      checks.add(body);
      String key = body.getString("countryCode") + body.getString("vatNumber");
      String code = codes.getOrDefault(key, "100");
      if (code.equals("202") && !body.containsKey("requesterNumber")) code = "100";
      reply(request, body, code);
    });
  }

  private void reply(HttpServerRequest request, JsonObject body, String code) {
    switch (code) {
      case "100", "200", UNDISCLOSED -> {
        boolean valid = !code.equals("200");
        JsonObject answer = new JsonObject().put("countryCode", body.getString("countryCode"))
          .put("vatNumber", body.getString("vatNumber")).put("requestDate", "2026-11-22T10:15:30.123Z")
          .put("valid", valid)
          .put("name", valid && code.equals("100") ? "ACME GMBH" : "---")
          .put("address", valid && code.equals("100") ? "MUSTERSTRASSE 1\n10115 BERLIN" : "---")
          .put("requestIdentifier", body.containsKey("requesterNumber") ? "WAPIAAAAZ1234567" : "");
        json(request, 200, matched(body, answer));
      }
      case HTTP_500 -> json(request, 500, error("SERVICE_UNAVAILABLE"));
      case MS_UNAVAILABLE_500 -> json(request, 500, error("MS_UNAVAILABLE"));
      // never answers: the client's timeout ends the call
      case SLOW -> { }
      // VIES sends input errors as 400 and the others in a 200 answer
      default -> json(request, code.startsWith("20") ? 400 : 200, error(ERRORS.get(code)));
    }
  }

  /** VIES answers each trader detail asked about with the register's value and whether they match. */
  private static JsonObject matched(JsonObject body, JsonObject answer) {
    for (String field : List.of("traderName", "traderStreet", "traderPostalCode", "traderCity", "traderCompanyType")) {
      String given = body.getString(field);
      if (given == null) continue;
      String registered = REGISTER.getString(field);
      if (registered == null) {
        answer.put(field + "Match", "NOT_PROCESSED");
      } else {
        answer.put(field, registered).put(field + "Match", registered.equalsIgnoreCase(given) ? "VALID" : "INVALID");
      }
    }
    return answer;
  }

  private static JsonObject error(String code) {
    return new JsonObject().put("actionSucceed", false)
      .put("errorWrappers", new JsonArray().add(new JsonObject().put("error", code)));
  }

  private static void json(HttpServerRequest request, int status, JsonObject body) {
    request.response().setStatusCode(status).putHeader("content-type", "application/json").end(body.encode());
  }
}
