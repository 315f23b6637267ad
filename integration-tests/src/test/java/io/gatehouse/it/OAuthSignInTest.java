package io.gatehouse.it;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Real MCP clients given the URL alone sign in through the gateway's own authorization server, the
 * authorization page driven in Debian's Chromium as a person would: mcp-remote, and the SDK v2
 * client's OAuth provider. A client sending its key header makes no OAuth attempt. Screenshots of
 * the page go to target/oauth/.
 */
class OAuthSignInTest {

  private static final Duration TIMEOUT = Duration.ofSeconds(90);
  private static final Path SCREENSHOTS = Path.of("target", "oauth");

  @TempDir
  static Path dir;
  private static InteropGateway gateway;
  private static PortalBrowser browser;

  @BeforeAll
  static void start() throws Exception {
    gateway = InteropGateway.start(dir.resolve("data"));
    browser = PortalBrowser.start(dir.resolve("profile"), SCREENSHOTS);
  }

  @AfterAll
  static void stop() throws Exception {
    if (browser != null) browser.close();
    if (gateway != null) gateway.stop();
  }

  @Test
  void mcpRemoteGivenTheUrlAloneSignsInOnThePageAndListsTools() throws Exception {
    NodeClients.Live client = NodeClients.mcpRemoteSignIn(gateway.url(InteropGateway.LEAD));
    try {
      String url = client.await(Pattern.compile("(http://\\S+/oauth/lead-verification/authorize\\?\\S+)"), TIMEOUT);
      allowOnThePage(url, email("remote"), null, "01-mcp-remote-page");
      browser.showing(By.tagName("body"), "Authorization successful");
      NodeClients.Run run = client.finish(TIMEOUT);
      assertTrue(run.output().contains("Connected successfully"), run.output());
      assertTrue(run.output().contains("\"vat_check\""), run.output());
    } finally {
      client.kill();
    }
  }

  @Test
  void theSdkClientsOAuthProviderSignsInOnThePageAndCalls() throws Exception {
    NodeClients.Live client = NodeClients.sdkOAuth(new JsonObject().put("url", gateway.url(InteropGateway.DATA))
      .put("tool", "fred_series").put("arguments", new JsonObject().put("series_id", "GDP")));
    try {
      String url = client.await(Pattern.compile("\\{\"authorize\":\"([^\"]+)\"}"), TIMEOUT);
      allowOnThePage(url, email("sdk"), "SDK Tester", "02-sdk-page");
      browser.shown(By.id("done"));
      NodeClients.Run run = client.finish(TIMEOUT);
      // the line after the one that named the authorization URL
      JsonObject out = NodeClients.sessions(run).stream().filter(line -> line.containsKey("listed")).findFirst()
        .orElseThrow(() -> new AssertionError(run.output()));
      assertTrue(out.getJsonArray("listed").contains("fred_series"), run.output());
      assertFalse(out.getBoolean("isError"), run.output());
      assertTrue(out.getString("text").contains("Gross Domestic Product"), run.output());
      assertEquals("Bearer", out.getString("tokenType"));
      assertTrue(out.getBoolean("refreshable"), "a refresh token came along");
      assertEquals("AUTHORIZED", out.getString("refreshResult"), run.output());
      assertTrue(out.getBoolean("refreshRotated"), "the refresh replaced both tokens: " + run.output());
      assertEquals(out.getJsonArray("listed").size(), out.getInteger("listedAfterRefresh"), "the new token works");
    } finally {
      client.kill();
    }
  }

  /** The page refuses what the signup refuses (here its limit per email), says why, and keeps the person on it. */
  @Test
  void thePageSaysWhyTheSignupLimitsRefuse() throws Exception {
    String email = email("capped");
    // the signup's limit per email: two in a row
    for (int i = 0; i < 2; i++) gateway.leadKey(email);
    NodeClients.Live client = NodeClients.sdkOAuth(new JsonObject().put("url", gateway.url(InteropGateway.LEAD)));
    try {
      String url = client.await(Pattern.compile("\\{\"authorize\":\"([^\"]+)\"}"), TIMEOUT);
      browser.open(url);
      browser.showing(By.id("client-name"), "Gatehouse SDK OAuth test");
      browser.shown(By.id("email")).sendKeys(email);
      browser.shown(By.id("authorize")).click();
      browser.showing(By.id("error"), "Too many Lead Verification keys requested for this email");
      browser.screenshot("03-page-limit", browser.shown(By.tagName("h1")));
      assertTrue(browser.consoleErrors().isEmpty(), () -> "console: " + browser.consoleErrors());
    } finally {
      client.kill();
    }
  }

  @Test
  void aClientSendingItsKeyHeaderMakesNoOAuthAttempt() throws Exception {
    String key = gateway.leadKey(email("header"));
    NodeClients.Run run = NodeClients.mcpRemote(gateway.url(InteropGateway.LEAD), "Authorization: Bearer " + key,
      TIMEOUT);
    assertTrue(run.output().contains("Connected successfully"), run.output());
    assertTrue(run.output().contains("\"vat_check\""), run.output());
    // mcp-remote reads the metadata up front whatever it holds; with a key it goes no further
    for (String oauth : List.of("Authentication required", "Please authorize", "OAuth callback server", "/register")) {
      assertFalse(run.output().contains(oauth), oauth + " in: " + run.output());
    }
  }

  private static void allowOnThePage(String url, String email, String nameOrNull, String screenshot) throws Exception {
    browser.open(url);
    browser.shown(By.id("email")).sendKeys(email);
    if (nameOrNull != null) browser.shown(By.id("name")).sendKeys(nameOrNull);
    browser.screenshot(screenshot, browser.shown(By.tagName("h1")));
    browser.shown(By.id("authorize")).click();
    browser.until("the browser at the client's redirect URI", d -> !d.getCurrentUrl().contains("/authorize")
      || !d.findElements(By.id("error")).isEmpty());
    assertFalse(browser.driver().getCurrentUrl().contains("/authorize"), browser.driver().getPageSource());
  }

  private static String email(String who) {
    return who + "-" + UUID.randomUUID() + "@example.com";
  }
}
