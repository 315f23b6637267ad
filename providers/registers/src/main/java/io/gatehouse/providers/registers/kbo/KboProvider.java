package io.gatehouse.providers.registers.kbo;

import io.gatehouse.api.Ingester;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.SetupNeed;
import io.gatehouse.providers.registers.kbo.data.KboStore;
import io.gatehouse.providers.registers.kbo.embedded.EmbeddedStore;
import io.gatehouse.providers.registers.kbo.postgres.PgStore;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Belgian register (KBO/BCE) from its Open Data extracts, ingested into the deployment's store:
 * PostgreSQL when the gateway runs on it, else files under the provider's data folder.
 *
 * <p>Configuration ({@code providers.kbo}): {@code reload_seconds} (how often a running gateway
 * checks for newly ingested data, default 60).
 */
public final class KboProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();
  private volatile ServingData data;
  private Pool pool;
  private Vertx vertx;
  private long timer = -1;

  @Override
  public String id() {
    return "kbo";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    vertx = context.vertx();
    ServingData.Opener opener;
    if (context.store().postgres()) {
      pool = PgBuilder.pool().connectingTo(PgConnectOptions.fromUri(context.store().pgUri()))
        .with(new PoolOptions().setMaxSize(4)).using(vertx).build();
      opener = new ServingData.Opener() {
        @Override
        public Future<Optional<String>> currentId() {
          return PgStore.currentId(pool);
        }

        @Override
        public Future<Optional<KboStore>> open() {
          return PgStore.open(pool).map(store -> store.map(s -> s));
        }
      };
    } else {
      Path root = context.dataDir();
      opener = new ServingData.Opener() {
        @Override
        public Future<Optional<String>> currentId() {
          return vertx.executeBlocking(() -> EmbeddedStore.currentId(root), false);
        }

        @Override
        public Future<Optional<KboStore>> open() {
          return vertx.executeBlocking(() -> EmbeddedStore.open(vertx, root).map(s -> s), false);
        }
      };
    }
    data = new ServingData(vertx, opener);
    handlers = Map.of("lookup", new LookupHandler(data), "search", new SearchHandler(data));
    long every = Math.max(1, context.config().getLong("reload_seconds", 60L)) * 1000;
    return data.refresh().onSuccess(v -> timer = vertx.setPeriodic(every, t -> data.refresh()));
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }

  @Override
  public Map<String, Ingester> ingesters() {
    return Map.of("kbo", new KboIngester());
  }

  /** No extract is loaded until the operator ingests one; until then lookups and searches fail as not configured. */
  @Override
  public List<SetupNeed> unmetNeeds() {
    ServingData serving = data;
    if (serving != null && serving.loaded()) return List.of();
    return List.of(new SetupNeed("the KBO open-data extract", "java -jar gateway/target/gateway.jar ingest kbo <zip-or-folder>",
      List.of(), true));
  }

  /** The reload checks that have ended since the start. */
  long reloadChecks() {
    return data == null ? 0 : data.checks();
  }

  @Override
  public Future<Void> stop() {
    if (timer >= 0) vertx.cancelTimer(timer);
    Future<Void> closed = data == null ? Future.succeededFuture() : data.close();
    return closed.compose(v -> pool == null ? Future.succeededFuture() : pool.close());
  }
}
