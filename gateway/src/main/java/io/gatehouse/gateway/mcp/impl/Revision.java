package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.json.JsonArray;

/** The protocol revisions served, and what differs between them. */
enum Revision {
  V2025_03_26("2025-03-26"),
  V2025_06_18("2025-06-18"),
  V2025_11_25("2025-11-25"),
  V2026_07_28("2026-07-28");

  static final Revision LATEST_LEGACY = V2025_11_25;
  private static final Revision[] ALL = values();

  final String wire;

  Revision(String wire) {
    this.wire = wire;
  }

  /** Per-request metadata, no initialize, no sessions. */
  boolean modern() {
    return this == V2026_07_28;
  }

  /** JSON-RPC batches were allowed only in the first streamable revision. */
  boolean batches() {
    return this == V2025_03_26;
  }

  /** structuredContent, outputSchema and title fields. */
  boolean structured() {
    return compareTo(V2025_06_18) >= 0;
  }

  /** icons, websiteUrl and description on implementations and primitives. */
  boolean icons() {
    return compareTo(V2025_11_25) >= 0;
  }

  /** SSE streams open with an event carrying an id and empty data (SSE polling). */
  boolean primesStreams() {
    return this == V2025_11_25;
  }

  /** Resource-not-found moved from -32002 to invalid params. */
  int resourceNotFoundCode() {
    return modern() ? JsonRpc.INVALID_PARAMS : -32002;
  }

  static Revision of(String wire) {
    if (wire != null) {
      for (Revision r : ALL) {
        if (r.wire.equals(wire)) {
          return r;
        }
      }
    }
    return null;
  }

  /** Newest first, as announced in server/discover and version errors. */
  static JsonArray supported() {
    JsonArray out = new JsonArray();
    for (int i = ALL.length - 1; i >= 0; i--) {
      out.add(ALL[i].wire);
    }
    return out;
  }
}
