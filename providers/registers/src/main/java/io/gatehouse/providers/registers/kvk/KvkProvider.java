package io.gatehouse.providers.registers.kvk;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;

import java.time.Duration;
import java.util.Map;

/**
 * The Dutch business register through KvK's APIs (key in {@code KVK_API_KEY}).
 *
 * <p>Configuration ({@code providers.kvk}): {@code cache_ttl_seconds} (answers reused, default 3600).
 */
public final class KvkProvider implements Provider {

  static final String UPSTREAM = "kvk";

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "kvk";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    Duration ttl = Duration.ofSeconds(context.config().getLong("cache_ttl_seconds", 3600L));
    KvkClient client = new KvkClient(context.upstream(UPSTREAM), context.manifest().upstreams().get(UPSTREAM).source(), ttl);
    handlers = Map.of("search", new SearchHandler(client), "lookup", new LookupHandler(client));
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
