package io.gatehouse.providers.registers.open;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;

import java.time.Duration;
import java.util.Map;

/**
 * A register read over its public API through one upstream: its answers reused for
 * {@code cache_ttl_seconds} (configuration {@code providers.<id>}, default 3600), its handlers built
 * on the register's client once the provider starts.
 */
public abstract class OpenRegisterProvider implements Provider {

  private final String id;
  private final String upstream;
  private final String register;
  private volatile Map<String, OperationHandler> handlers = Map.of();

  /**
   * @param upstream the manifest's upstream
   * @param register the register's name, as failures word it
   */
  protected OpenRegisterProvider(String id, String upstream, String register) {
    this.id = id;
    this.upstream = upstream;
    this.register = register;
  }

  /** The handlers by operation id, reading the register through {@code client}. */
  protected abstract Map<String, OperationHandler> handlers(RegisterClient client);

  @Override
  public final String id() {
    return id;
  }

  @Override
  public final Future<Void> start(ProviderContext context) {
    Duration ttl = Duration.ofSeconds(context.config().getLong("cache_ttl_seconds", 3600L));
    handlers = handlers(new RegisterClient(context.upstream(upstream), register, ttl));
    return Future.succeededFuture();
  }

  @Override
  public final Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
