package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The portal in headless Chromium against the shipped configuration, its upstreams faked: a person opens
 * {@code /}, gets a key for each product, searches for an operation, opens it, tries it with the key and
 * sees the answer and its sources, looks at usage and status, and copies an MCP configuration.
 * Each step is saved as a screenshot under target/portal/.
 */
class PortalBrowserTest {

  private static final Path SCREENSHOTS = Path.of("target", "portal");
  private static final String VAT_NUMBER = "NL004495445B01";

  @TempDir
  Path dir;

  private Vertx vertx;
  private FakeUpstream upstream;
  private Gateway gateway;
  private PortalBrowser browser;

  @BeforeEach
  void start() throws Exception {
    vertx = Vertx.vertx();
    upstream = FakeUpstream.create(vertx)
      .get("/fred/series", rc -> rc.response().putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("seriess", new JsonArray().add(new JsonObject().put("id", "GDP")
          .put("title", "Gross Domestic Product").put("frequency", "Quarterly"))).encode()))
      .post("/taxation_customs/vies/rest-api/check-vat-number", rc -> rc.response()
        .putHeader("Content-Type", "application/json")
        .end(new JsonObject().put("countryCode", "NL").put("vatNumber", "004495445B01").put("valid", true)
          .put("requestDate", "2026-11-22T09:00:00.000Z").put("name", "GATEHOUSE TEST B.V.")
          .put("address", "KEIZERSGRACHT 1\n1015CJ AMSTERDAM").put("requestIdentifier", "").encode()));
    upstream.start(vertx).toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    gateway = ConfiguredGateway.start(vertx, dir.resolve("gateway"), Map.of(
        "GATEHOUSE_UPSTREAM_OVERRIDES", "api.stlouisfed.org=" + upstream.baseUrl() + ",ec.europa.eu=" + upstream.baseUrl(),
        "FRED_API_KEY", "abcdefghijklmnopqrstuvwxyz123456"))
      .toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
    browser = PortalBrowser.start(dir.resolve("profile"), SCREENSHOTS);
  }

  @AfterEach
  void stop() throws Exception {
    if (browser != null) browser.close();
    if (gateway != null) gateway.stop().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
  }

  @Test
  void signUpBrowseTryAndConnect() throws Exception {
    browser.open(gateway.baseUrl() + "/");
    WebElement home = browser.showing(By.tagName("h1"), "Gatehouse developer portal");
    browser.showing(By.cssSelector(".cards"), "Public Data Service");
    assertEquals(2, browser.driver().findElements(By.cssSelector(".cards a.get-key")).size(), "each product offers a key on the home page");
    browser.screenshot("01-home", home);

    String leadKey = signUp("Lead Verification", Map.of("email", "lead@example.com"), "lv_live_", "02-lead-verification-key");
    tryLeadVerification(leadKey);

    String dataKey = signUp("Public Data Service", Map.of("email", "data@example.com", "name", "Data Person"),
      "pd_live_", "04-public-data-key");
    refusedSignupShowsTheApiWords();
    WebElement result = search("gdp series", "fred_series");
    browser.screenshot("05-search", result);
    openFound(result, "fred_series");
    tryFredSeries(dataKey);
    usage();
    copyConfiguration(dataKey);
    status();
    deprecatedOperation();
    notConfiguredOperation();
    selfService(dataKey);
    onAPhone();
    assertEquals(List.of(), browser.consoleErrors(), "the page logged errors");
  }

  /** Signs up on the product's page and answers the key the page shows once. */
  private String signUp(String product, Map<String, String> fields, String prefix, String screenshot) throws Exception {
    browser.driver().findElement(By.linkText(product)).click();
    browser.showing(By.tagName("h1"), product);
    WebElement form = browser.shown(By.cssSelector("form.signup"));
    fields.forEach((name, value) -> form.findElement(By.name(name)).sendKeys(value));
    form.findElement(By.cssSelector("button[type=submit]")).click();
    WebElement issued = browser.showing(By.cssSelector(".issued"), "will not be shown again");
    String key = issued.findElement(By.cssSelector(".api-key")).getText();
    assertTrue(key.startsWith(prefix), key);
    assertEquals(key, browser.shown(By.cssSelector(".key-input")).getDomProperty("value"), "the key fills the key field");
    browser.screenshot(screenshot, browser.shown(By.cssSelector("section[id$=-signup]")));
    return key;
  }

  /** Lead Verification has no REST: its try is a stateless MCP tools/call with the bearer key. */
  private void tryLeadVerification(String key) throws Exception {
    openFound(search("check a VAT number", "vat_check"), "vat_check");
    // a refused call shows the gateway's own words, whatever the door answered with
    WebElement keyInput = browser.shown(By.cssSelector(".key-input"));
    keyInput.clear();
    keyInput.sendKeys("lv_live_notarealkey");
    browser.shown(By.name("vat_number")).sendKeys(VAT_NUMBER);
    browser.shown(By.cssSelector("form.try button[type=submit]")).click();
    WebElement refused = browser.showing(By.cssSelector(".answer.failed"), "The key is unknown, revoked or not a Lead Verification key");
    assertTrue(refused.getText().contains("HTTP 40"), refused.getText());
    browser.shown(By.cssSelector(".key-input")).clear();
    browser.shown(By.cssSelector(".key-input")).sendKeys(key);
    browser.shown(By.name("vat_number")).clear();
    // computed by the gateway, drawing on VIES
    browser.showing(By.cssSelector(".facts"), "VIES (European Commission)");
    assertEquals(key, browser.shown(By.cssSelector(".key-input")).getDomProperty("value"), "the tab keeps the key");
    browser.shown(By.name("vat_number")).sendKeys(VAT_NUMBER);
    browser.shown(By.cssSelector("form.try button[type=submit]")).click();
    WebElement answer = browser.showing(By.cssSelector(".answer"), "GATEHOUSE TEST B.V.");
    assertTrue(answer.findElement(By.cssSelector(".sources")).getText().contains("VIES (European Commission)"), answer.getText());
    assertTrue(answer.findElement(By.cssSelector(".rate-limit")).getText().contains("RateLimit-Remaining"), answer.getText());
    browser.screenshot("03-lead-verification-try", answer);
    assertEquals(1, upstream.hits("/taxation_customs/vies/rest-api/check-vat-number"));
  }

  /** The search's answer (not the full list it replaces), once it lists the expected operation. */
  private WebElement search(String words, String expected) {
    WebElement input = browser.shown(By.cssSelector("input[type=search]"));
    input.clear();
    input.sendKeys(words);
    input.submit();
    WebElement found = browser.showing(By.cssSelector(".operations"), "Matching “" + words + "”");
    assertTrue(found.getText().contains(expected), found.getText());
    return found;
  }

  private static void openFound(WebElement found, String tool) {
    found.findElement(By.xpath(".//li[code[text()='" + tool + "']]/a")).click();
  }

  /** A malformed email: the page shows the problem's detail exactly as the API words it. */
  private void refusedSignupShowsTheApiWords() throws Exception {
    JsonObject body = new JsonObject().put("email", "not-an-email").put("name", "Someone");
    HttpResponse<String> refused = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
        URI.create(gateway.baseUrl() + "/api/v1/auth/register")).header("Content-Type", "application/json")
      .POST(HttpRequest.BodyPublishers.ofString(body.encode())).build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(400, refused.statusCode(), refused.body());
    WebElement form = browser.shown(By.cssSelector("form.signup"));
    form.findElement(By.name("email")).sendKeys(body.getString("email"));
    form.findElement(By.name("name")).sendKeys(body.getString("name"));
    form.findElement(By.cssSelector("button[type=submit]")).click();
    assertEquals(new JsonObject(refused.body()).getString("detail"),
      browser.shown(By.cssSelector(".signup-result .error")).getText());
  }

  private void tryFredSeries(String key) throws Exception {
    WebElement facts = browser.showing(By.cssSelector(".facts"), "https://api.stlouisfed.org/fred/series");
    assertTrue(facts.getText().contains("1 hour"), "cache TTL: " + facts.getText());
    assertTrue(facts.getText().contains("GET /api/v1/fred/series/{series_id}"), facts.getText());
    browser.shown(By.cssSelector("table.parameters"));
    browser.screenshot("06-operation", browser.shown(By.tagName("h1")));
    browser.shown(By.name("series_id")).sendKeys("GDP");
    browser.shown(By.cssSelector("form.try button[type=submit]")).click();
    WebElement answer = browser.showing(By.cssSelector(".answer"), "Gross Domestic Product");
    String text = answer.getText();
    assertTrue(text.contains("HTTP 200"), text);
    assertTrue(answer.findElement(By.cssSelector(".sources")).getText().contains("FRED (Federal Reserve Bank of St. Louis)"), text);
    assertTrue(answer.findElement(By.cssSelector(".rate-limit")).getText().contains("RateLimit-Remaining"), text);
    String curl = answer.findElement(By.cssSelector(".snippet code")).getDomProperty("textContent");
    assertTrue(curl.contains("/api/v1/fred/series/GDP") && curl.contains("X-API-Key: " + key), curl);
    browser.screenshot("07-try-answer", answer);
    assertEquals(1, upstream.hits("/fred/series"));
  }

  private void usage() throws Exception {
    browser.driver().findElement(By.linkText("Public Data Service")).click();
    WebElement button = browser.shown(By.xpath("//button[text()='Show my usage']"));
    // calls are flushed to the usage store every second: ask again until the call is counted
    WebElement usage = browser.until("usage counts the call", d -> {
      if (button.isEnabled()) button.click();
      return d.findElements(By.cssSelector(".usage")).stream().filter(e -> e.getText().contains("fred_series"))
        .findFirst().orElse(null);
    });
    assertTrue(usage.getText().contains("1 call ("), usage.getText());
    assertTrue(usage.getText().contains("999 of 1000"), usage.getText());
    // the limits under the names the RateLimit-Policy header gives them
    assertTrue(usage.getText().contains("calls\n20 at once, then 600 a minute"), usage.getText());
    browser.screenshot("08-usage", usage);
  }

  /** The desktop configuration's copy button puts exactly the shown configuration, key included, on the clipboard. */
  private void copyConfiguration(String key) throws Exception {
    browser.allowClipboard(gateway.baseUrl());
    WebElement config = browser.shown(By.cssSelector("[data-config=desktop]"));
    String shown = config.findElement(By.tagName("code")).getDomProperty("textContent");
    config.findElement(By.cssSelector("button.copy")).click();
    browser.showing(By.cssSelector("[data-config=desktop] .copy-status"), "Copied");
    String copied = browser.clipboard();
    assertEquals(shown, copied);
    JsonObject server = new JsonObject(copied).getJsonObject("mcpServers").getJsonObject("public-data");
    // mcp-remote's documented form for clients that split arguments at spaces: the value comes from env
    JsonArray args = server.getJsonArray("args");
    assertEquals(new JsonArray().add("-y").add("mcp-remote").add(gateway.baseUrl() + "/api/v1/data/query")
      .add("--header").add("Authorization:${AUTH_HEADER}"), args);
    assertEquals(new JsonObject().put("AUTH_HEADER", "Bearer " + key), server.getJsonObject("env"));
    browser.screenshot("09-connect-copied", config);
    // and mcp-remote, given exactly those arguments and that environment, gets in and lists the tools
    NodeClients.Run run = NodeClients.mcpRemote(args.getString(2), args.getString(4),
      Map.of("AUTH_HEADER", server.getJsonObject("env").getString("AUTH_HEADER")), Duration.ofMinutes(3));
    assertEquals(0, run.exit(), run.output());
    assertTrue(run.output().contains("fred_series"), run.output());

    // the discovery profile's configuration points at the endpoint that lists search_tools and call_tool only
    new Select(browser.shown(By.cssSelector("select.endpoint-choice"))).selectByValue("discovery");
    browser.showing(By.cssSelector(".endpoint-when"), "keep few tools");
    String discovery = browser.shown(By.cssSelector("[data-config=desktop] code")).getDomProperty("textContent");
    assertTrue(discovery.contains(gateway.baseUrl() + "/api/v1/data/query?profile=discovery"), discovery);
  }

  /** SEC_USER_AGENT is not set here: the list marks SEC's operations and their page says what the operator sets. */
  private void notConfiguredOperation() throws Exception {
    browser.driver().findElement(By.linkText("Public Data Service")).click();
    browser.showing(By.tagName("h1"), "Public Data Service");
    WebElement found = search("company facts XBRL", "sec_company_facts");
    WebElement item = found.findElement(By.xpath(".//li[code[text()='sec_company_facts']]"));
    assertEquals("not configured here", item.findElement(By.cssSelector(".badge.not-configured")).getText());
    openFound(found, "sec_company_facts");
    WebElement notice = browser.showing(By.cssSelector("div.not-configured"), "SEC_USER_AGENT");
    assertTrue(notice.getText().contains("not counted against your key"), notice.getText());
    browser.screenshot("13-not-configured", notice);
  }

  /**
   * The key holder on its own: keeps the key across a reload when it asks to, lists its recent calls, sees
   * calls per day, rotates the key (the page takes the new one) and revokes it.
   */
  private void selfService(String key) throws Exception {
    browser.driver().findElement(By.linkText("Public Data Service")).click();
    browser.showing(By.tagName("h1"), "Public Data Service");
    browser.shown(By.cssSelector("input.keep-key")).click();
    browser.driver().navigate().refresh();
    browser.showing(By.tagName("h1"), "Public Data Service");
    assertEquals(key, browser.shown(By.cssSelector(".key-input")).getDomProperty("value"), "kept for the tab's session");

    browser.shown(By.cssSelector("button.show-calls")).click();
    WebElement calls = browser.showing(By.cssSelector(".calls"), "fred_series");
    assertTrue(calls.getText().contains("ok"), calls.getText());
    browser.screenshot("14-recent-calls", calls);
    browser.shown(By.cssSelector("button.show-usage")).click();
    browser.showing(By.cssSelector(".usage .days"), "Calls per day");

    browser.shown(By.cssSelector("button.rotate-key")).click();
    browser.shown(By.xpath("//button[text()='Yes, rotate it']")).click();
    WebElement rotated = browser.showing(By.cssSelector(".usage-result .issued"), "Your new key");
    String fresh = rotated.findElement(By.cssSelector(".api-key")).getText();
    assertTrue(fresh.startsWith("pd_live_") && !fresh.equals(key), fresh);
    assertEquals(fresh, browser.shown(By.cssSelector(".key-input")).getDomProperty("value"), "the page takes the new key");
    browser.screenshot("15-rotated", rotated);

    browser.shown(By.cssSelector("button.revoke-key")).click();
    browser.shown(By.xpath("//button[text()='Yes, revoke it']")).click();
    browser.showing(By.cssSelector(".revoked"), "revoked");
    HttpResponse<String> usage = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
      URI.create(gateway.baseUrl() + "/api/v1/auth/usage")).header("X-API-Key", fresh).build(), HttpResponse.BodyHandlers.ofString());
    assertTrue(usage.statusCode() == 401 || usage.statusCode() == 403, usage.statusCode() + " " + usage.body());
    browser.shown(By.cssSelector("input.keep-key")).click();
  }

  /** A deprecated operation is badged in the list and says why on its page, linking to its replacement. */
  private void deprecatedOperation() throws Exception {
    browser.driver().findElement(By.linkText("Public Data Service")).click();
    browser.showing(By.tagName("h1"), "Public Data Service");
    WebElement found = search("NWIS instantaneous real-time values", "usgs_nwis_instantaneous_values");
    WebElement item = found.findElement(By.xpath(".//li[code[text()='usgs_nwis_instantaneous_values']]"));
    assertEquals("deprecated", item.findElement(By.cssSelector(".badge.deprecated")).getText());
    openFound(found, "usgs_nwis_instantaneous_values");
    WebElement notice = browser.showing(By.cssSelector(".deprecation"), "Legacy NWIS WaterServices IV service");
    assertEquals("Deprecated: Legacy NWIS WaterServices IV service, which USGS decommissions in the first quarter"
      + " of 2027; the Water Data OGC API continuous collection replaces it. Use usgs_continuous_items instead.",
      notice.getText());
    // the notice is said once, not again in the description below it
    assertTrue(browser.shown(By.cssSelector(".operation .description")).getText().startsWith("Instantaneous values"),
      browser.shown(By.cssSelector(".operation .description")).getText());
    browser.screenshot("11-deprecated", notice);
    notice.findElement(By.linkText("usgs_continuous_items")).click();
    browser.showing(By.cssSelector("code.tool-name"), "usgs_continuous_items");
    assertTrue(browser.driver().findElements(By.cssSelector(".deprecation")).isEmpty(), "the replacement is not deprecated");
  }

  /** At a phone's width the product page fits: nothing scrolls sideways but the code blocks inside themselves. */
  private void onAPhone() throws Exception {
    browser.driver().manage().window().setSize(new Dimension(390, 844));
    browser.driver().findElement(By.linkText("Public Data Service")).click();
    WebElement title = browser.showing(By.tagName("h1"), "Public Data Service");
    Number overflow = (Number) browser.driver().executeScript(
      "return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
    assertEquals(0, overflow.intValue(), "the page is wider than the phone");
    browser.screenshot("12-phone", title);
  }

  private void status() throws Exception {
    browser.driver().findElement(By.linkText("Status")).click();
    WebElement page = browser.showing(By.cssSelector(".status"), "fred.fred");
    // the quick start's providers that need the operator: SEC's variable, KBO's extract
    assertTrue(page.getText().contains("not_configured") && page.getText().contains("set SEC_USER_AGENT"), page.getText());
    assertTrue(page.getText().contains("ingest kbo"), page.getText());
    assertTrue(page.getText().contains("every upstream circuit closed"), page.getText());
    browser.screenshot("10-status", page);
  }
}
