package io.gatehouse.api;

import io.gatehouse.api.manifest.Manifest;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.nio.file.Path;
import java.util.Optional;

/** What the gateway gives a provider: its manifest, configuration, upstream clients and peers. */
public interface ProviderContext {

  Vertx vertx();

  Manifest manifest();

  /** The provider's section of the gateway configuration ({@code providers.<id>}), never null. */
  JsonObject config();

  /** A credential or setting from configuration or the environment, by variable name. */
  Optional<String> secret(String name);

  /** The shared upstream client bound to one of the manifest's upstreams. */
  UpstreamClient upstream(String name);

  /**
   * Where connections the provider opens on a caller's behalf (to hosts a caller's input names or that
   * DNS derives from it) may go: strict unless the operator allowed ranges.
   */
  default OutboundAddresses outboundAddresses() {
    return OutboundAddresses.strict();
  }

  /** A folder of the provider's own under the gateway's data directory. */
  Path dataDir();

  /** The deployment's durable store, for providers that keep ingested data. */
  StoreSettings store();

  /**
   * Invokes another provider's operation through the gateway's dispatch (event bus), as a call of its
   * own; within an operation, {@link Invocation#invoke} makes it part of the call being served.
   */
  Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments);
}
