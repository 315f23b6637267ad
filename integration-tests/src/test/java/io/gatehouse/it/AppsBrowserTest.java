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
import org.openqa.selenium.WebElement;

import java.nio.file.Files;
import java.nio.file.Path;
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

  @TempDir
  Path dir;

  private FakeUpstream vies;
  private Gateway gateway;
  private AppsHost host;
  private PortalBrowser browser;
  private String key;

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
          .put("requestDate", "2026-11-22T09:00:00.000Z").put("valid", known)
          .put("name", known ? "LEADS TEST B.V." : "---").put("address", "---").encode());
      }));
    String viesBase = await(vies.start(vertx)).baseUrl();
    // the fixture lists are old: their age is allowed, and nothing is fetched from the publishers
    JsonObject sanctions = new JsonObject().put("lists", new JsonArray().add("eu_fsf").add("uk_fcdo"))
      .put("max_age_days", 365_000).put("refresh", new JsonObject().put("enabled", false));
    gateway = await(ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", "ec.europa.eu=" + viesBase),
      new JsonObject().put("sanctions", sanctions)));
    key = await(WebClient.create(vertx).postAbs(gateway.baseUrl() + "/v1/keys/create")
      .sendJsonObject(new JsonObject().put("email", "apps@leads.test"))).bodyAsJsonObject().getString("api_key");
    host = await(AppsHost.start(vertx, gateway.baseUrl(), NodeClients.appsHost()));
    browser = PortalBrowser.start(dir.resolve("profile"), SCREENSHOTS);
    browser.driver().manage().window().setSize(new Dimension(1000, 1500));
  }

  @AfterEach
  void stop() throws Exception {
    if (browser != null) browser.close();
    if (host != null) await(host.stop());
    if (gateway != null) await(gateway.stop());
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
      assertTrue(sources.contains("VIES"), sources);
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

  /** Opens the host page for this call and answers the view's main element once its result is shown. */
  private WebElement show(String endpoint, String tool, JsonObject arguments, String theme) {
    browser.driver().switchTo().defaultContent();
    browser.open(host.page(endpoint, "Authorization", "Bearer " + key, tool, arguments.encode(), theme));
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

  private void screenshot(String name) throws Exception {
    browser.driver().switchTo().defaultContent();
    WebElement frame = browser.driver().findElement(By.id("view"));
    Path file = browser.screenshot(name, frame);
    assertTrue(Files.size(file) > 10_000, name + " shows something");
  }

  private static <T> T await(Future<T> f) throws Exception {
    return f.toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
  }
}
