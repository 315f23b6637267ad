package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The MCP Apps views in Debian's Chromium, behind a real host bridge: a page playing the host with
 * {@code @modelcontextprotocol/ext-apps}' AppBridge and the SDK client reads each view's ui:// resource
 * from the gateway over MCP, renders it in a sandboxed frame under the spec's restrictive policy, sends
 * it the tool's real result, and the test reads what a person sees there. Screenshots of each view,
 * light and dark, go to integration-tests/target/apps/.
 */
@ExtendWith(VertxExtension.class)
class AppsBrowserTest {

  static final Path SCREENSHOTS = Path.of("target", "apps");
  private static final String VALID_NL = "NL004495445B01";
  /** What VIES answers a check made with the operator's own VAT number: the proof of the check. */
  private static final String CONSULTATION = "WAPIAAAAZ1x2y3z4";

  @TempDir
  Path dir;

  private FakeUpstream vies;
  private FakeUpstream water;
  private Gateway gateway;
  private AppsHost host;
  private PortalBrowser browser;
  private String key;
  private String dataKey;

  @BeforeEach
  void start(Vertx vertx) throws Exception {
    assertEquals(0, GatewayCli.ingestSanctions(dir, "eu_fsf.xml", null));
    assertEquals(0, GatewayCli.ingestSanctions(dir, "uk_sanctions_list.xml", "uk-xml"));
    vies = FakeUpstream.create(vertx).post("/taxation_customs/vies/rest-api/check-vat-number", rc ->
      rc.request().body().onSuccess(body -> {
        JsonObject request = body.toJsonObject();
        boolean known = (request.getString("countryCode") + request.getString("vatNumber")).equals(VALID_NL);
        rc.response().putHeader("Content-Type", "application/json").end(new JsonObject()
          .put("countryCode", request.getString("countryCode")).put("vatNumber", request.getString("vatNumber"))
          .put("requestDate", "2026-11-22T09:00:00.000Z").put("valid", known).put("requestIdentifier", CONSULTATION)
          .put("name", known ? "LEADS TEST B.V." : "---").put("address", "---").encode());
      }));
    String viesBase = await(vies.start(vertx)).baseUrl();
    water = FakeUpstream.create(vertx).get("/ogcapi/v0/collections/daily/items", AppsBrowserTest::dailyValues);
    String waterBase = await(water.start(vertx)).baseUrl();
    // the fixture lists are old: their age is allowed, and nothing is fetched from the publishers
    JsonObject sanctions = new JsonObject().put("lists", new JsonArray().add("eu_fsf").add("uk_fcdo"))
      .put("max_age_days", 365_000).put("refresh", new JsonObject().put("enabled", false));
    gateway = await(ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", "ec.europa.eu=" + viesBase + ",api.waterdata.usgs.gov=" + waterBase),
      new JsonObject().put("sanctions", sanctions).put("vat", new JsonObject().put("requester_country", "NL")
        .put("requester_vat", "004495445B01"))));
    key = await(WebClient.create(vertx).postAbs(gateway.baseUrl() + "/v1/keys/create")
      .sendJsonObject(new JsonObject().put("email", "apps@leads.test"))).bodyAsJsonObject().getString("api_key");
    dataKey = await(WebClient.create(vertx).postAbs(gateway.baseUrl() + "/api/v1/auth/register")
      .sendJsonObject(new JsonObject().put("email", "apps@data.test").put("name", "Apps"))).bodyAsJsonObject().getString("api_key");
    host = await(AppsHost.start(vertx, gateway.baseUrl(), NodeClients.appsHost()));
    browser = PortalBrowser.start(dir.resolve("profile"), SCREENSHOTS);
    browser.driver().manage().window().setSize(new Dimension(1000, 1500));
  }

  @AfterEach
  void stop() throws Exception {
    if (browser != null) browser.close();
    if (host != null) await(host.stop());
    if (gateway != null) await(gateway.stop());
    for (FakeUpstream fake : new FakeUpstream[] {vies, water}) {
      if (fake != null) await(fake.close());
    }
  }

  @Test
  void theLeadReportShowsTheVerdictItsReasonsAndItsSources() throws Exception {
    JsonObject lead = new JsonObject().put("vat_number", VALID_NL).put("company_name", "Leads Test B.V.").put("country", "NL")
      .put("contact_name", "Иван Волков").put("contact_birth_date", "1972-04-02");
    for (String theme : List.of("light", "dark")) {
      WebElement main = show("/mcp", "verify_lead", lead, theme);
      assertTrue(main.findElement(By.id("verdict")).getText().contains("review"), main.getText());
      String reasons = main.findElement(By.id("reasons")).getText();
      assertTrue(reasons.contains("sanctions.possible_match"), reasons);
      assertTrue(main.findElement(By.id("next")).getText().contains("a person decides"), "what to do next for review");
      String checks = main.findElement(By.id("checks")).getText();
      for (String expected : List.of("vat", "vat_check", "vat.valid", "vat.name_match", "sanctions_contact", "sanctions_screen")) {
        assertTrue(checks.contains(expected), expected + " in " + checks);
      }
      String sources = main.findElement(By.id("sources")).getText();
      assertTrue(sources.contains("VIES") && sources.contains(CONSULTATION), "VIES with its consultation number: " + sources);
      String lists = main.findElement(By.id("lists")).getText();
      assertTrue(lists.contains("150123"), "the EU list's version: " + lists);
      screenshot("lead-report-" + theme);
    }
    // the view calls the gateway back through the host: the key stays with the host
    WebElement main = frameMain();
    main.findElement(By.id("recheck")).click();
    browser.until("the report redrawn after checking again", d -> {
      d.switchTo().defaultContent();
      d.switchTo().frame(d.findElement(By.id("view")));
      return d.findElements(By.id("recheck-status")).stream().anyMatch(e -> e.getText().isEmpty())
        && d.findElement(By.id("verdict")).getText().contains("review");
    });
    browser.driver().switchTo().defaultContent();
    assertEquals(List.of(), browser.consoleErrors(), "no script error and nothing the policy refused");
  }

  @Test
  void theScreeningMatchShowsTheScreenedNameBesideTheListedEntry() throws Exception {
    JsonObject screen = new JsonObject().put("name", "Иван Волков").put("type", "person").put("birth_date", "1972-04-02")
      .put("country", "RU");
    for (String theme : List.of("light", "dark")) {
      WebElement main = show("/mcp", "sanctions_screen", screen, theme);
      screenshot("screening-match-" + theme);
      main = frameMain();
      assertTrue(main.findElement(By.id("status")).getText().contains("Potential match"), main.getText());
      assertEquals("Иван Волков", main.findElement(By.id("query-name")).getText());
      WebElement match = main.findElement(By.cssSelector(".match"));
      String entry = match.getText();
      assertTrue(entry.contains("RUS9001"), "the listed entry: " + entry);
      assertTrue(entry.contains("1972-04-02"), "the birth date beside the query's: " + entry);
      assertFalse(match.findElements(By.cssSelector(".pair mark")).isEmpty(), "the words that matched are marked");
      assertFalse(main.findElement(By.cssSelector(".primary-name")).getText().isBlank());
    }
    assertEquals(List.of(), browser.consoleErrors(), "no script error and nothing the policy refused");
  }

  @Test
  void theSeriesChartPlotsThePointsWithTheForecastBandAndMarksTheAnomaly() throws Exception {
    JsonObject daily = new JsonObject().put("monitoring_location_id", "USGS-01646500")
      .put("enrich", "forecast,anomalies,changepoints,trend");
    for (String theme : List.of("light", "dark")) {
      show("/api/v1/data/query", "X-API-Key", dataKey, "usgs_daily_items", daily, theme);
      screenshot("series-chart-" + theme);
      WebElement main = frameMain();
      assertTrue(main.findElement(By.id("summary")).getText().startsWith("90 points, 1 anomaly, "), main.getText());
      WebElement chart = main.findElement(By.id("chart"));
      assertEquals(90, chart.findElement(By.cssSelector("polyline.line")).getAttribute("points").trim().split(" ").length,
        "every point of the first series, none of the other's");
      List<WebElement> anomalies = chart.findElements(By.cssSelector("circle.anomaly"));
      assertEquals(List.of("2024-02-10"), anomalies.stream().map(a -> a.getAttribute("data-date")).toList(), "the planted spike");
      assertFalse(chart.findElement(By.cssSelector("polygon.band")).getAttribute("points").isBlank(), "the forecast interval");
      assertTrue(chart.getAttribute("aria-label").contains("90 points"), "the chart is described for screen readers");
      String table = main.findElement(By.id("values")).getAttribute("textContent");
      assertTrue(table.contains("2024-02-10") && table.contains("anomaly"), "the table says what the chart marks");
    }
    // zoomed to February, the chart keeps February's points only
    WebElement from = frameMain().findElement(By.id("from"));
    ((JavascriptExecutor) browser.driver()).executeScript(
      "arguments[0].value = '2024-02-01'; arguments[0].dispatchEvent(new Event('change'));", from);
    WebElement chart = frameMain().findElement(By.id("chart"));
    assertEquals(59, chart.findElement(By.cssSelector("polyline.line")).getAttribute("points").trim().split(" ").length,
      "the 59 days from 2024-02-01 to 2024-03-30");
    assertEquals(List.of(), browser.consoleErrors(), "no script error and nothing the policy refused");
  }

  @Test
  void thePortalShowsATryItAnswerInTheSameView() throws Exception {
    browser.open(gateway.baseUrl() + "/#/public-data/operations/usgs_daily_items");
    browser.showing(By.cssSelector("code.tool-name"), "usgs_daily_items");
    browser.shown(By.cssSelector("form.try .key-input")).sendKeys(dataKey);
    browser.shown(By.name("monitoring_location_id")).sendKeys("USGS-01646500");
    browser.shown(By.name("enrich")).sendKeys("forecast,anomalies");
    browser.shown(By.cssSelector("form.try button[type=submit]")).click();
    WebElement answer = browser.showing(By.cssSelector(".answer"), "As MCP Apps hosts show it");
    WebElement frame = answer.findElement(By.cssSelector("iframe.app-view"));
    browser.driver().switchTo().frame(frame);
    WebElement chart = browser.until("the portal's view drew the chart", d -> d.findElements(By.id("chart")).stream().findFirst().orElse(null));
    assertEquals(90, chart.findElement(By.cssSelector("polyline.line")).getAttribute("points").trim().split(" ").length);
    assertEquals(List.of("2024-02-10"), chart.findElements(By.cssSelector("circle.anomaly")).stream()
      .map(a -> a.getAttribute("data-date")).toList());
    browser.driver().switchTo().defaultContent();
    ((JavascriptExecutor) browser.driver()).executeScript("arguments[0].scrollIntoView({block: 'start'});", answer);
    browser.until("the frame sized to the view", d -> frame.getSize().getHeight() > 400 ? frame : null);
    Files.copy(answer.getScreenshotAs(OutputType.FILE).toPath(), SCREENSHOTS.resolve("portal-series-chart.png"),
      StandardCopyOption.REPLACE_EXISTING);

    // Lead Verification has no REST: the portal calls the tool over MCP, and shows the same view
    browser.open(gateway.baseUrl() + "/#/lead-verification/operations/sanctions_screen");
    browser.showing(By.cssSelector("code.tool-name"), "sanctions_screen");
    browser.shown(By.cssSelector("form.try .key-input")).sendKeys(key);
    browser.shown(By.name("name")).sendKeys("Иван Волков");
    browser.shown(By.cssSelector("form.try button[type=submit]")).click();
    WebElement screened = browser.showing(By.cssSelector(".answer"), "As MCP Apps hosts show it");
    // Chromium lays out no frame of another origin while it is off screen: a person scrolls to the answer
    ((JavascriptExecutor) browser.driver()).executeScript("arguments[0].scrollIntoView({block: 'start'});", screened);
    browser.driver().switchTo().frame(screened.findElement(By.cssSelector("iframe.app-view")));
    // shown whole once the portal has sized the frame to the view
    browser.until("the portal's view shows the listed entry", d -> d.findElements(By.cssSelector(".match")).stream()
      .filter(e -> e.getText().contains("RUS9001")).findFirst().orElse(null));
    browser.driver().switchTo().defaultContent();
    assertEquals(List.of(), browser.consoleErrors(), "no script error and nothing the policy refused");
  }

  /** Water Data daily values of two time series interleaved: a weekly cycle with a spike on 2024-02-10 in the first. */
  private static void dailyValues(io.vertx.ext.web.RoutingContext rc) {
    java.util.Random noise = new java.util.Random(5);
    JsonArray features = new JsonArray();
    for (int t = 0; t < 90; t++) {
      String day = java.time.LocalDate.of(2024, 1, 1).plusDays(t).toString();
      double value = 500 + 0.5 * t + 40 * Math.sin(2 * Math.PI * t / 7) + 3 * noise.nextGaussian() + (t == 40 ? 60 : 0);
      features.add(feature("main-series", day, value)).add(feature("other-series", day, 3 + 0.01 * t));
    }
    rc.response().putHeader("Content-Type", "application/geo+json").end(new JsonObject().put("type", "FeatureCollection")
      .put("features", features).put("numberReturned", features.size()).put("links", new JsonArray()).encode());
  }

  private static JsonObject feature(String series, String day, double value) {
    return new JsonObject().put("type", "Feature").put("id", series + "-" + day)
      .put("geometry", new JsonObject().put("type", "Point").put("coordinates", new JsonArray().add(-77.13).add(38.95)))
      .put("properties", new JsonObject().put("monitoring_location_id", "USGS-01646500").put("parameter_code", "00060")
        .put("time_series_id", series).put("unit_of_measure", "ft^3/s").put("time", day)
        .put("value", String.format(java.util.Locale.ROOT, "%.1f", value)));
  }

  /** Opens the host page for this call and answers the view's main element once its result is shown. */
  private WebElement show(String endpoint, String tool, JsonObject arguments, String theme) {
    return show(endpoint, "Authorization", "Bearer " + key, tool, arguments, theme);
  }

  private WebElement show(String endpoint, String header, String value, String tool, JsonObject arguments, String theme) {
    browser.driver().switchTo().defaultContent();
    browser.open(host.page(endpoint, header, value, tool, arguments.encode(), theme));
    JavascriptExecutor js = browser.driver();
    String phase = browser.until("the host sent the tool result", d -> {
      Object p = js.executeScript("return window.appsHost && window.appsHost.phase");
      return "result-sent".equals(p) || "error".equals(p) ? (String) p : null;
    });
    assertEquals("result-sent", phase, String.valueOf(js.executeScript("return window.appsHost.error")));
    assertEquals("text/html;profile=mcp-app", js.executeScript("return window.appsHost.mimeType"));
    assertEquals(Boolean.TRUE, js.executeScript("return !!window.appsHost.serverExtensions['io.modelcontextprotocol/ui']"),
      "the gateway declared the extension to the host's client");
    WebElement main = frameMain();
    browser.until("the view drew the result", d -> main.findElements(By.cssSelector(".waiting")).isEmpty() ? main : null);
    return main;
  }

  private WebElement frameMain() {
    browser.driver().switchTo().defaultContent();
    browser.driver().switchTo().frame(browser.driver().findElement(By.id("view")));
    return browser.driver().findElement(By.id("view"));
  }

  /** The view's frame alone, as target/apps/NAME.png. */
  private void screenshot(String name) throws Exception {
    browser.driver().switchTo().defaultContent();
    WebElement frame = browser.driver().findElement(By.id("view"));
    Path file = SCREENSHOTS.resolve(name + ".png");
    Files.copy(frame.getScreenshotAs(OutputType.FILE).toPath(), file, StandardCopyOption.REPLACE_EXISTING);
    assertTrue(Files.size(file) > 10_000, name + " shows something");
  }

  private static <T> T await(Future<T> f) throws Exception {
    return f.toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
  }
}
