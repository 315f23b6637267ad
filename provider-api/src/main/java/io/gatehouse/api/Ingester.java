package io.gatehouse.api;

import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Loads a data set (a register extract, a sanctions list) into the provider's storage. Run by the
 * gateway's {@code ingest} command or by the provider itself on a schedule. Heavy work belongs on a
 * worker ({@code executeBlocking}); a failed ingest must leave the previous data serving.
 */
@FunctionalInterface
public interface Ingester {

  /**
   * @param source   a file, zip or folder
   * @param options  e.g. {@code {"format": "ofac-csv"}}; may be empty
   * @param progress human-readable progress lines
   * @return a report: at least {@code rows} and the data set's {@code version}
   */
  Future<JsonObject> ingest(Path source, JsonObject options, ProviderContext context, Consumer<String> progress);
}
