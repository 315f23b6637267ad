package io.gatehouse.gateway.audit;

import io.gatehouse.gateway.config.AuditOptions;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.util.List;

/**
 * The audit trail of a gateway: takes finished calls without ever blocking or failing them, stores
 * them off the event loop at least once a second, and answers queries over what was stored.
 */
public interface AuditLog {

  /** Starts writing to the sink, reporting backlog, drops and writes in the registry. */
  static AuditLog create(AuditSink sink, AuditOptions options, MeterRegistry registry) {
    return new AuditWriter(sink, options, registry);
  }

  /** No trail: calls are still counted, nothing is kept. */
  static AuditLog disabled() {
    return Disabled.INSTANCE;
  }

  boolean enabled();

  /** Hands a finished call over; a full buffer drops it (counted), never the call. */
  void offer(AuditEvent event);

  /** Records matching the query, oldest first; blocking, so callers run it on a worker. */
  List<JsonObject> query(AuditQuery query) throws Exception;

  /** Writes what is still buffered (bounded), then closes the sink. */
  Future<Void> close(Vertx vertx);

  /** The no-op trail. */
  final class Disabled implements AuditLog {
    static final Disabled INSTANCE = new Disabled();

    @Override
    public boolean enabled() {
      return false;
    }

    @Override
    public void offer(AuditEvent event) {
    }

    @Override
    public List<JsonObject> query(AuditQuery query) {
      return List.of();
    }

    @Override
    public Future<Void> close(Vertx vertx) {
      return Future.succeededFuture();
    }
  }
}
