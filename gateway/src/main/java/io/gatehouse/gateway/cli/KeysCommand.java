package io.gatehouse.gateway.cli;

import io.gatehouse.gateway.auth.KeyAdmin;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.auth.ProductConfig;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.store.KeyStore;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;

/**
 * Key administration against the configured store. With PostgreSQL it works beside running
 * gateways, which drop a revoked key at once; the embedded store belongs to one process, so while a
 * gateway runs on it use the admin HTTP endpoints instead.
 */
@Command(name = "keys", description = "Administer API keys: list, revoke, rotate, scope, plan; check and repair the embedded journal.",
  subcommands = {KeysCommand.ListKeys.class, KeysCommand.Revoke.class, KeysCommand.Rotate.class, KeysCommand.Scope.class,
    KeysCommand.SetPlan.class, JournalCommands.Verify.class, JournalCommands.Repair.class})
final class KeysCommand {

  @ParentCommand
  Main main;

  /** The embedded store's folder under the configured data folder. */
  static Path embeddedFolder(GatewayConfig config) {
    return config.dataDir().resolve("keys");
  }

  /** Opens the store and key service, runs the action, prints its JSON, closes everything. */
  int run(BiFunction<GatewayConfig, KeyService, Future<JsonObject>> action) throws Exception {
    GatewayRuntime runtime = GatewayRuntime.open(main.configFile(), false);
    try {
      GatewayConfig config = runtime.config();
      KeyStore store;
      try {
        store = await(config.storeType().equals("postgres")
          ? KeyStore.postgres(runtime.vertx(), config.pgUri(), config.storeConnect(), config.storeOutages())
          : KeyStore.embedded(runtime.vertx(), embeddedFolder(config)));
      } catch (ExecutionException e) {
        // one line, not a stack trace: most often a gateway running on the embedded store's folder
        System.err.println("failed: " + e.getCause().getMessage()
          + (config.storeType().equals("postgres") ? ""
          : ". While a gateway runs on this data folder, use its admin routes instead (/admin/keys, docs/keys.md)"));
        return 1;
      }
      KeyService keys = KeyService.create(runtime.vertx(), store);
      try {
        System.out.println(await(action.apply(config, keys)).encodePrettily());
        return 0;
      } catch (ExecutionException e) {
        System.err.println("failed: " + e.getCause().getMessage());
        return 1;
      } finally {
        await(keys.close().eventually(store::close));
      }
    } finally {
      runtime.vertx().close();
    }
  }

  private static <T> T await(Future<T> future) throws Exception {
    return future.toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
  }

  @Command(name = "list", description = "List the keys of an email (all products, revoked ones too).")
  static final class ListKeys implements Callable<Integer> {
    @ParentCommand
    KeysCommand keys;

    @Option(names = "--email", required = true)
    String email;

    @Override
    public Integer call() throws Exception {
      return keys.run((config, service) -> service.listByEmail(email).map(list -> {
        JsonArray out = new JsonArray();
        list.forEach(k -> out.add(KeyAdmin.describe(k)));
        return new JsonObject().put("email", email).put("keys", out);
      }));
    }
  }

  /** A subcommand about one key, named by its id. */
  abstract static class OneKey implements Callable<Integer> {
    @ParentCommand
    KeysCommand keys;

    @Parameters(index = "0", description = "The key id.")
    String id;

    /** What the command answers when no key has the id. */
    <T> Future<T> noKey() {
      return Future.failedFuture("no key " + id);
    }
  }

  @Command(name = "revoke", description = "Revoke a key by its id (key_...).")
  static final class Revoke extends OneKey {
    @Override
    public Integer call() throws Exception {
      return keys.run((config, service) -> service.revoke(id).compose(found -> found
        ? Future.succeededFuture(new JsonObject().put("id", id).put("revoked", true))
        : noKey()));
    }
  }

  @Command(name = "scope", description = "Set the providers and tools a key may use (docs/keys.md), or give it its plan's.")
  static final class Scope extends OneKey {
    @ArgGroup(multiplicity = "1")
    Choice choice;

    static final class Choice {
      @Option(names = "--set", description = "Scope entries, e.g. \"fred sec_* -sec_company_facts @readOnly\".")
      String entries;

      @Option(names = "--plan", description = "Drop the key's own scope: it takes its plan's.")
      boolean plan;
    }

    @Override
    public Integer call() throws Exception {
      return keys.run((config, service) -> service.setScope(id, choice.plan ? null : choice.entries)
        .compose(key -> key == null ? noKey() : Future.succeededFuture(KeyAdmin.describe(key))));
    }
  }

  @Command(name = "plan", description = "Move a key to another plan of its product (plans in gateway.yaml).")
  static final class SetPlan extends OneKey {
    @Option(names = "--set", required = true, description = "The plan id, e.g. pro.")
    String plan;

    @Override
    public Integer call() throws Exception {
      return keys.run((config, service) -> service.setPlan(ProductConfig.byServer(config.servers(), config.plans()), id, plan)
        .compose(key -> key == null ? noKey() : Future.succeededFuture(KeyAdmin.describe(key))));
    }
  }

  @Command(name = "rotate", description = "Issue a replacement key; the old one stays valid for the grace period.")
  static final class Rotate extends OneKey {
    @Option(names = "--product", required = true, description = "The key's product (server id), e.g. lead-verification.")
    String productId;

    @Option(names = "--grace-hours", defaultValue = "24", description = "How long the old key keeps working.")
    long graceHours;

    @Override
    public Integer call() throws Exception {
      return keys.run((config, service) -> {
        Product product = config.servers().stream().filter(s -> s.id().equals(productId))
          .map(s -> ProductConfig.of(s, config.plans())).filter(p -> p != null).findFirst().orElse(null);
        if (product == null) return Future.failedFuture("no product " + productId + " issues keys");
        Duration grace = Duration.ofHours(graceHours);
        return service.rotate(product, id, grace).map(issued -> KeyAdmin.issued(issued, id, grace));
      });
    }
  }
}
