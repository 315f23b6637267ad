package io.gatehouse.it;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * mcp-remote and the Inspector CLI given a wrong key: each shows the gateway's message with the
 * signup URL, and neither starts an OAuth login (both do on any 401, whatever its challenge, so a
 * refused key answers 403 in key mode).
 */
class WrongKeyClientsTest {

  private static final Duration TIMEOUT = Duration.ofSeconds(60);
  private static final String WRONG = "Authorization: Bearer pd_live_" + "x".repeat(36);

  @TempDir
  static Path dir;
  private static InteropGateway gateway;

  @BeforeAll
  static void start() throws Exception {
    gateway = InteropGateway.start(dir);
  }

  @AfterAll
  static void stop() throws Exception {
    if (gateway != null) gateway.stop();
  }

  @ParameterizedTest
  @ValueSource(strings = {InteropGateway.LEAD, InteropGateway.DATA})
  void mcpRemoteShowsTheMessageAndRegistersNoClient(String path) throws Exception {
    NodeClients.Run run = NodeClients.mcpRemote(gateway.url(path), WRONG, TIMEOUT);
    assertTrue(run.output().contains("get a free key with POST " + gateway.gateway.baseUrl()), run.output());
    assertFalse(run.output().contains("Registration"), run.output());
    assertFalse(run.output().contains("OAuth callback server"), run.output());
  }

  @ParameterizedTest
  @ValueSource(strings = {InteropGateway.LEAD, InteropGateway.DATA})
  void inspectorShowsTheMessageAndAsksForNoLogin(String path) throws Exception {
    NodeClients.Run run = NodeClients.inspector(gateway.url(path), WRONG, TIMEOUT);
    assertTrue(run.output().contains("get a free key with POST " + gateway.gateway.baseUrl()), run.output());
    assertFalse(run.output().contains("Interactive OAuth"), run.output());
  }
}
