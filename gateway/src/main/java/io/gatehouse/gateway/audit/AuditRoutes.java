package io.gatehouse.gateway.audit;

import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.web.AdminToken;
import io.gatehouse.gateway.web.Problem;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.util.List;

/**
 * Reading the trail over HTTP as JSON Lines, filtered by {@code key}, {@code tool}, {@code from},
 * {@code to} and {@code limit}: every record behind the admin token at {@code /admin/audit}, and a
 * key holder's own records beside its product's usage page.
 */
public final class AuditRoutes {

  public static final String ADMIN_PATH = "/admin/audit";
  /** Appended to a product's usage path for the key holder's own records. */
  public static final String OWN_SUFFIX = "/audit";
  static final String JSON_LINES = "application/jsonl";

  private AuditRoutes() {
  }

  /** Only when an admin token is configured. */
  public static void mountAdmin(Router router, AuditLog audit, String token) {
    if (token == null || token.isBlank()) return;
    router.get(ADMIN_PATH).handler(AdminToken.check(token)).handler(rc -> {
      AuditQuery query = parse(rc);
      if (query != null) send(rc, audit, query);
    });
  }

  /** The caller's own records: whatever {@code key} asks, the query is narrowed to the authenticated key. */
  public static void mountOwn(Router router, AuditLog audit, Handler<RoutingContext> authenticate, String path) {
    router.get(path).handler(authenticate).handler(rc -> {
      AuditQuery query = parse(rc);
      if (query == null) return;
      String owner = CallerIdentity.of(Principal.of(rc)).ownerId();
      if (owner == null) {
        Problem.send(rc, 403, "forbidden", "No caller", "these records belong to a key holder", null);
        return;
      }
      send(rc, audit, query.ownedBy(owner));
    });
  }

  private static AuditQuery parse(RoutingContext rc) {
    try {
      return AuditQuery.fromParams(rc.queryParams());
    } catch (IllegalArgumentException e) {
      Problem.send(rc, 400, "invalid-field", "Invalid field", e.getMessage(), null);
      return null;
    }
  }

  private static void send(RoutingContext rc, AuditLog audit, AuditQuery query) {
    rc.vertx().executeBlocking(() -> jsonLines(audit.query(query)), false).onComplete(ar -> {
      if (ar.failed()) {
        Problem.send(rc, 503, "audit-unavailable", "Audit store unavailable", ar.cause().getMessage(), null);
        return;
      }
      rc.response().putHeader("Content-Type", JSON_LINES).putHeader("Cache-Control", "no-store").end(ar.result());
    });
  }

  static Buffer jsonLines(List<JsonObject> records) {
    Buffer out = Buffer.buffer();
    records.forEach(record -> out.appendString(record.encode()).appendByte((byte) '\n'));
    return out;
  }
}
