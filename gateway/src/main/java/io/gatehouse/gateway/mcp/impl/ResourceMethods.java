package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpBackend;
import io.vertx.core.json.JsonObject;

/** resources/list, resources/templates/list, resources/read and the legacy subscribe pair. */
final class ResourceMethods {

  private final McpBackend backend;
  private final ListPages resources;
  private final ListPages templates;
  private final Results results;

  ResourceMethods(McpBackend backend, ListPages resources, ListPages templates, Results results) {
    this.backend = backend;
    this.resources = resources;
    this.templates = templates;
    this.results = results;
  }

  void list(Call call) {
    call.okEncoded(resources.page(call));
  }

  void templates(Call call) {
    call.okEncoded(templates.page(call));
  }

  void read(Call call) {
    String uri = call.stringParam("uri", "uri");
    if (uri == null) {
      return;
    }
    backend.readResource(uri, call).onComplete(ar -> {
      if (ar.failed()) {
        call.fail(ar.cause());
      } else if (ar.result() == null) {
        call.fail(call.rev.resourceNotFoundCode(), "Resource not found", new JsonObject().put("uri", uri));
      } else {
        call.ok(results.cacheable(new JsonObject().put("contents", ar.result()), call.rev, false));
      }
    });
  }

  void subscribe(Call call) {
    String uri = call.stringParam("uri", "uri");
    if (uri != null) {
      call.session.subscriptions.add(uri);
      call.session.changed();
      call.ok(new JsonObject());
    }
  }

  void unsubscribe(Call call) {
    String uri = call.stringParam("uri", "uri");
    if (uri != null) {
      call.session.subscriptions.remove(uri);
      call.session.changed();
      call.ok(new JsonObject());
    }
  }
}
