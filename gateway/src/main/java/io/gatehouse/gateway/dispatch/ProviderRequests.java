package io.gatehouse.gateway.dispatch;

import io.gatehouse.gateway.catalog.CatalogOperation;
import io.vertx.core.Future;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.core.eventbus.Message;
import io.vertx.core.json.JsonObject;

/** How the dispatcher sends a call to its provider's verticle over the event bus. */
@FunctionalInterface
interface ProviderRequests {

  Future<Message<Answer>> request(CatalogOperation op, JsonObject message, DeliveryOptions delivery);
}
