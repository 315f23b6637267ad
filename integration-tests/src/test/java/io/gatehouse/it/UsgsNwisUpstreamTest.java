package io.gatehouse.it;

import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static io.gatehouse.it.UsgsGateway.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The legacy NWIS WaterServices upstream through the gateway's REST routes, deprecated but still served. */
@ExtendWith(VertxExtension.class)
class UsgsNwisUpstreamTest {

  private static final String WATERML = "{\"name\":\"ns1:timeSeriesResponseType\",\"value\":{\"queryInfo\":{},\"timeSeries\":[]}}";

  @TempDir
  Path dir;

  private UsgsGateway gateway;

  @AfterEach
  void stop() throws Exception {
    if (gateway != null) gateway.close();
  }

  @Test
  void argumentsAreSentUnderNwisNames(Vertx vertx) throws Exception {
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx)
      .get("/nwis/iv/", answer(seen, 200, "application/json", WATERML)), Map.of());

    HttpResponse<Buffer> response = gateway.get(
      "/water/nwis/iv?sites=01646500,01638500&parameter_code=00060,00065&start_date=2024-06-01&end_date=2024-06-02");

    assertEquals(200, response.statusCode(), response.bodyAsString());
    assertEquals("01646500,01638500", seen.param("sites"));
    assertEquals("00060,00065", seen.param("parameterCd"));
    assertEquals("2024-06-01", seen.param("startDT"));
    assertEquals("2024-06-02", seen.param("endDT"));
    assertEquals("json", seen.param("format"));
    assertEquals("all", seen.param("siteStatus"));
    assertEquals("ns1:timeSeriesResponseType", response.bodyAsJsonObject().getJsonObject("data").getString("name"));
  }

  @Test
  void aBoundingBoxAndStateAreRenamed(Vertx vertx) throws Exception {
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx)
      .get("/nwis/dv/", answer(seen, 200, "application/json", WATERML)), Map.of());

    assertEquals(200, gateway.get("/water/nwis/dv?bbox=-77.5,38.8,-77.0,39.1&statistic_code=00003").statusCode());
    assertEquals("-77.5,38.8,-77.0,39.1", seen.param("bBox"));
    assertEquals("00003", seen.param("statCd"));

    assertEquals(200, gateway.get("/water/nwis/dv?state_code=MD").statusCode());
    assertEquals("MD", seen.param("stateCd"));
  }

  @Test
  void rdbAnswersArePassedOnAsText(Vertx vertx) throws Exception {
    String rdb = "#\n# US Geological Survey\n#\nagency_cd\tsite_no\tstation_nm\n5s\t15s\t50s\nUSGS\t01646500\tPOTOMAC RIVER\n";
    UsgsGateway.Seen seen = new UsgsGateway.Seen();
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx)
      .get("/nwis/site/", answer(seen, 200, "text/plain", rdb)), Map.of());

    HttpResponse<Buffer> response = gateway.get("/water/nwis/sites?sites=01646500&site_output=expanded");

    assertEquals(200, response.statusCode(), response.bodyAsString());
    assertEquals(rdb, response.bodyAsJsonObject().getString("data"));
    assertEquals("rdb", seen.param("format"));
    assertEquals("expanded", seen.param("siteOutput"));
  }

  @Test
  void nwisBadRequestNamesTheProblem(Vertx vertx) throws Exception {
    String error = "<html><head><title>Error 400</title></head><body><h1>Bad Request</h1>"
      + "<p>Invalid parameterCd value: 99999 is not a valid parameter code</p></body></html>";
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx)
      .get("/nwis/iv/", answer(new UsgsGateway.Seen(), 400, "text/html", error)), Map.of());

    HttpResponse<Buffer> response = gateway.get("/water/nwis/iv?sites=01646500&parameter_code=99999");

    assertEquals(400, response.statusCode());
    JsonObject problem = response.bodyAsJsonObject();
    assertTrue(problem.getString("type").endsWith("/bad-argument"), problem.encode());
    assertTrue(problem.getString("detail").contains("99999 is not a valid parameter code"), problem.encode());
  }

  @Test
  void noMatchingSitesIsNotFound(Vertx vertx) throws Exception {
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx)
      .get("/nwis/site/", answer(new UsgsGateway.Seen(), 404, "text/plain", "No sites found matching all criteria")), Map.of());

    HttpResponse<Buffer> response = gateway.get("/water/nwis/sites?county_code=24031");

    assertEquals(404, response.statusCode());
    assertTrue(response.bodyAsJsonObject().getString("detail").contains("No sites found"));
  }

  @Test
  void statisticsNeedSitesBeforeAnyCall(Vertx vertx) throws Exception {
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx)
      .get("/nwis/stat/", answer(new UsgsGateway.Seen(), 200, "text/plain", "#\n")), Map.of());

    HttpResponse<Buffer> response = gateway.get("/water/nwis/stats?report_type=monthly");

    assertEquals(400, response.statusCode());
    assertEquals("sites", response.bodyAsJsonObject().getString("field"));
    assertEquals(0, gateway.hits("/nwis/stat/"));
  }
}
