package io.gatehouse.gateway.drift;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What drift detection keeps between runs, in one JSON file under the data folder: the fields each
 * operation's answer had when it was first seen well (the recorded example a later answer is held
 * to), and the operations whose upstream answered 410 Gone. The command-line check and the
 * gateway's scheduled check share the file; the gateway reads it at start and before each round.
 */
public final class DriftRecords {

  /** The file under the gateway's data folder. */
  public static final String FILE = "upstreams/drift.json";

  private final Path file;
  private final Map<String, Set<String>> shapes = new TreeMap<>();
  private final Map<String, Retirement> retired = new TreeMap<>();
  private boolean changed;

  private DriftRecords(Path file) {
    this.file = file;
  }

  /** The records in {@code dataDir}, empty when none were kept yet. */
  public static DriftRecords load(Path dataDir) {
    DriftRecords records = new DriftRecords(dataDir.resolve(FILE));
    records.reload();
    return records;
  }

  /** Reads the file again: another process (the operator's check) may have changed it. */
  public synchronized void reload() {
    shapes.clear();
    retired.clear();
    changed = false;
    if (!Files.isRegularFile(file)) return;
    try {
      JsonObject json = new JsonObject(Files.readString(file));
      json.getJsonObject("shapes", new JsonObject()).forEach(e -> {
        Set<String> fields = new TreeSet<>();
        ((JsonArray) e.getValue()).forEach(f -> fields.add(String.valueOf(f)));
        shapes.put(e.getKey(), fields);
      });
      json.getJsonObject("retired", new JsonObject())
        .forEach(e -> retired.put(e.getKey(), Retirement.fromJson((JsonObject) e.getValue())));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }

  public synchronized Set<String> shape(String tool) {
    return shapes.getOrDefault(tool, Set.of());
  }

  /** Records the fields of a good answer, once: later answers are held to the first. */
  synchronized boolean recordShape(String tool, Set<String> fields) {
    if (fields.isEmpty() || shapes.containsKey(tool)) return false;
    shapes.put(tool, new TreeSet<>(fields));
    changed = true;
    return true;
  }

  public synchronized Retirement retirement(String tool) {
    return retired.get(tool);
  }

  public synchronized Map<String, Retirement> retired() {
    return Map.copyOf(retired);
  }

  synchronized boolean retire(String tool, Retirement retirement) {
    if (retired.containsKey(tool)) return false;
    retired.put(tool, retirement);
    changed = true;
    return true;
  }

  /** Ends a retirement: the upstream answered well again, or the operator said so. */
  public synchronized boolean reinstate(String tool) {
    boolean removed = retired.remove(tool) != null;
    changed |= removed;
    return removed;
  }

  /** Writes the file when something changed since it was read or written. */
  public synchronized void saveIfChanged() {
    if (changed) save();
  }

  /** Writes the file whole, through a temporary file, so a reader never sees half of it. */
  public synchronized void save() {
    JsonObject json = new JsonObject();
    JsonObject shapeJson = new JsonObject();
    shapes.forEach((tool, fields) -> shapeJson.put(tool, new JsonArray(fields.stream().toList())));
    JsonObject retiredJson = new JsonObject();
    retired.forEach((tool, retirement) -> retiredJson.put(tool, retirement.toJson()));
    json.put("retired", retiredJson).put("shapes", shapeJson);
    try {
      Files.createDirectories(file.getParent());
      Path temp = file.resolveSibling(file.getFileName() + ".tmp");
      Files.writeString(temp, json.encodePrettily());
      Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      changed = false;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }
}
