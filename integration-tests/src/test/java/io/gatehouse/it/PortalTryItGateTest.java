package io.gatehouse.it;

import io.gatehouse.it.gate.GateAssertions;
import io.gatehouse.it.gate.GatedGateway;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The portal's try-it door, in Chromium: a person trying an operation outside their key's scope sees the
 * refusal (REST's 403 problem; MCP's JSON-RPC error for Lead Verification), and the gate audits it
 * without a request to the upstream.
 */
class PortalTryItGateTest {

  private static final Path SCREENSHOTS = Path.of("target", "portal");

  @TempDir
  Path dir;

  private GatedGateway gateway;
  private PortalBrowser browser;

  @BeforeEach
  void start() throws Exception {
    gateway = GatedGateway.start(dir.resolve("gateway"));
    browser = PortalBrowser.start(dir.resolve("profile"), SCREENSHOTS);
  }

  @AfterEach
  void stop() throws Exception {
    if (browser != null) browser.close();
    gateway.close();
  }

  @Test
  void tryingARestOperationOutsideTheScopeShowsTheRefusal() throws Exception {
    JsonObject key = gateway.dataKey("portal-rest@example.com", "fred");
    WebElement answer = tryIt("public-data", "sec_company_facts", key.getString("api_key"), "cik", "320193");
    String text = answer.getText();
    assertTrue(text.contains("HTTP 403") && text.contains("(an error)"), text);
    assertTrue(text.contains("sec_company_facts is outside this credential's scope"), text);
    browser.screenshot("gate-rest-refused", answer);
    assertEquals(0, gateway.upstreamHits(GatedGateway.SEC_FACTS));
    List<JsonObject> records = gateway.auditOf(key.getString("key_id"), r -> !r.isEmpty());
    GateAssertions.refusalRecorded(records, key.getString("key_id"), "sec_company_facts");
    assertEquals(List.of(), browser.consoleErrors().stream().filter(e -> !e.contains("403")).toList());
  }

  @Test
  void tryingALeadVerificationToolOutsideTheScopeShowsTheRefusal() throws Exception {
    JsonObject key = gateway.leadKey("portal-mcp@example.com", "-vat_check");
    WebElement answer = tryIt("lead-verification", "vat_check", key.getString("api_key"), "vat_number", "NL004495445B01");
    String text = answer.getText();
    assertTrue(text.contains("(an error)"), text);
    assertTrue(text.contains("vat_check is outside this credential's scope"), text);
    assertFalse(text.contains(GatedGateway.VIES_NAME), text);
    browser.screenshot("gate-mcp-refused", answer);
    assertEquals(0, gateway.upstreamHits(GatedGateway.VIES));
    List<JsonObject> records = gateway.auditOf(key.getString("key_id"), r -> !r.isEmpty());
    GateAssertions.refusalRecorded(records, key.getString("key_id"), "vat_check");
  }

  /** Opens the operation's page, pastes the key, fills one argument and submits: the answer shown. */
  private WebElement tryIt(String product, String tool, String apiKey, String argument, String value) {
    browser.open(gateway.baseUrl() + "/#/" + product + "/operations/" + tool);
    browser.showing(By.cssSelector("code.tool-name"), tool);
    WebElement keyInput = browser.shown(By.cssSelector("form.try .key-input"));
    keyInput.sendKeys(apiKey);
    browser.shown(By.name(argument)).sendKeys(value);
    browser.shown(By.cssSelector("form.try button[type=submit]")).click();
    return browser.showing(By.cssSelector(".answer"), "Answer");
  }
}
