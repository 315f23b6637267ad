package io.gatehouse.providers.registers.kbo.ingest;

import io.vertx.core.json.JsonObject;

/** Loads extracts into one kind of store; runs on an ingest thread and may block. */
public interface KboLoader {

  /** Loads a monthly full extract beside the serving data, then switches to it. */
  JsonObject loadFull(ExtractSource source, ExtractMeta meta, Progress progress) throws Exception;

  /** Applies a daily update extract (deletes, then inserts, per file) to the serving data, all or nothing. */
  JsonObject applyUpdate(ExtractSource source, ExtractMeta meta, Progress progress) throws Exception;
}
