package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.util.function.Supplier;

/** The one way in for REST, MCP and provider-to-provider calls: validate, then dispatch. */
public final class OperationCaller {

  private final Supplier<Catalog> catalog;
  private final Dispatcher dispatcher;

  public OperationCaller(Supplier<Catalog> catalog, Dispatcher dispatcher) {
    this.catalog = catalog;
    this.dispatcher = dispatcher;
  }

  public Catalog catalog() {
    return catalog.get();
  }

  public Future<JsonObject> call(String toolName, JsonObject arguments, CallOptions options) {
    CatalogOperation op = catalog.get().tool(toolName);
    if (op == null) {
      return Future.failedFuture(new ProviderException(Failure.NOT_FOUND, "unknown operation " + toolName));
    }
    return call(op, arguments, options);
  }

  public Future<JsonObject> call(CatalogOperation op, JsonObject arguments, CallOptions options) {
    JsonObject validated;
    try {
      validated = op.validator().validate(arguments);
    } catch (ProviderException e) {
      return Future.failedFuture(e);
    }
    return dispatcher.invoke(op, validated, options);
  }
}
