package io.gatehouse.gateway.plugins;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.PluginJarBuilder;
import io.gatehouse.gateway.testing.TestGateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each way a plug-in can fail is reported with its reason while the good plug-in still serves. */
@ExtendWith(VertxExtension.class)
class PluginFailuresTest {

  private static final String GREET = "org.example.greet.GreetProvider";
  private static final String FAILING = "org.example.failing.FailingProvider";

  @TempDir
  Path dir;

  private Gateway gateway;

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop()).onComplete(ctx.succeedingThenComplete());
  }

  private Path jar(String name, String source, String className, String manifest, String id) throws Exception {
    return PluginJarBuilder.build(dir.resolve("build-" + name), source, className, manifest, id,
      dir.resolve("plugins").resolve(name + ".jar"));
  }

  @Test
  void everyBrokenJarIsSkippedWithItsReason(Vertx vertx, VertxTestContext ctx) throws Exception {
    jar("good", "testplugin/GreetProvider.java.txt", GREET, "testplugin/greet.json", "greet");
    jar("no-manifest", "testplugin/FailingProvider.java.txt", FAILING, null, "failing");
    jar("invalid-manifest", "testplugin/FailingProvider.java.txt", FAILING, "testplugin/invalid.json", "failing");
    jar("start-fails", "testplugin/FailingProvider.java.txt", FAILING, "testplugin/failing.json", "failing");
    Path empty = dir.resolve("plugins").resolve("empty.jar");
    try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(empty))) {
      out.putNextEntry(new java.util.jar.JarEntry("README.txt"));
      out.write("no provider here".getBytes());
    }
    TestGateway.start(vertx, TestGateway.openServerConfig(dir.resolve("data"), dir.resolve("plugins"), "*"), Map.of())
      .onComplete(ctx.succeeding(g -> ctx.verify(() -> {
        gateway = g;
        assertNotNull(g.catalog().tool("greet_sum"), "the good plug-in serves");
        assertNull(g.catalog().tool("failing_noop"), "the failing provider serves nothing");
        List<PluginFailure> failures = g.failures();
        assertReason(failures, "no-manifest.jar", "no manifest at META-INF/gatehouse/failing.json");
        assertReason(failures, "invalid-manifest.jar", "id must match");
        assertReason(failures, "invalid-manifest.jar", "needs exactly one of upstream or handler");
        assertReason(failures, "start-fails.jar", "start failed: cannot reach its data store");
        assertReason(failures, "empty.jar", "declares no io.gatehouse.api.Provider service");
        assertEquals(4, failures.size(), failures.toString());
        ctx.completeNow();
      })));
  }

  private static void assertReason(List<PluginFailure> failures, String origin, String fragment) {
    assertTrue(failures.stream().anyMatch(f -> f.origin().equals(origin) && f.reason().contains(fragment)),
      origin + " should be reported with '" + fragment + "' in " + failures);
  }
}
