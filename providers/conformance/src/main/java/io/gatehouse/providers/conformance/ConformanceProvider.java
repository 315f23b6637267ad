package io.gatehouse.providers.conformance;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;

import java.util.HashMap;
import java.util.Map;

/**
 * The fixture of the official MCP conformance suite: tools answering with every kind of content,
 * logging, progress, and asking the client for input (elicitation, sampling, roots) over sessions
 * and the stateless multi round-trip, and tools run as tasks. Resources and prompts are declared in
 * the manifest.
 */
public final class ConformanceProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "conformance";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    Map<String, OperationHandler> all = new HashMap<>();
    all.putAll(ContentTools.handlers());
    all.putAll(new NotifyingTools(context.vertx()).handlers());
    all.putAll(AskingTools.handlers());
    all.putAll(RoundTripTools.handlers());
    all.putAll(new TaskTools(context.vertx()).handlers());
    handlers = Map.copyOf(all);
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
