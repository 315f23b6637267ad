package io.gatehouse.gateway.cli;

import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.store.KeyStore;
import io.vertx.core.json.JsonObject;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code keys verify} and {@code keys repair}: the embedded store's journal, checked and mended. */
final class JournalCommands {

  /** Exit code of {@code keys verify} when the journal is damaged, so scripts tell it from a failure to run. */
  static final int DAMAGED = 2;

  private JournalCommands() {
  }

  @FunctionalInterface
  private interface JournalAction {
    JsonObject run(Path folder) throws IOException;
  }

  /** Runs the action on the configured embedded store's folder and prints its report. */
  private static int run(KeysCommand keys, JournalAction action) throws Exception {
    GatewayRuntime runtime = GatewayRuntime.open(keys.main.configFile(), false);
    try {
      GatewayConfig config = runtime.config();
      if (!config.storeType().equals("embedded")) {
        System.err.println("failed: the configured key store is " + config.storeType()
          + "; verify and repair apply to the embedded store");
        return 1;
      }
      JsonObject report = action.run(KeysCommand.embeddedFolder(config));
      System.out.println(report.encodePrettily());
      return "damaged".equals(report.getString("status")) ? DAMAGED : 0;
    } catch (IOException e) {
      System.err.println("failed: " + e.getMessage());
      return 1;
    } finally {
      runtime.vertx().close();
    }
  }

  @Command(name = "verify", description = "Check the embedded key journal without changing it: every record's"
    + " checksum and content. Exit code 0 when the store would open, " + DAMAGED + " when records are damaged.")
  static final class Verify implements Callable<Integer> {
    @ParentCommand
    KeysCommand keys;

    @Override
    public Integer call() throws Exception {
      return run(keys, KeyStore::verifyEmbedded);
    }
  }

  @Command(name = "repair", description = "Move the embedded key journal's damaged records (and an incomplete"
    + " final one) to keys.quarantine, byte for byte, and keep every other record. Stop the gateway first.")
  static final class Repair implements Callable<Integer> {
    @ParentCommand
    KeysCommand keys;

    @Override
    public Integer call() throws Exception {
      return run(keys, KeyStore::repairEmbedded);
    }
  }
}
