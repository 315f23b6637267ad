package io.gatehouse.api;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;

/** An operation's answer: its fields plus the sources that produced them. */
public final class Result {

  private final JsonObject body;
  private final List<Source> sources;

  private Result(JsonObject body, List<Source> sources) {
    this.body = body;
    this.sources = List.copyOf(sources);
  }

  /** A computed result whose fields stand at the top level beside {@code sources}. */
  public static Result of(JsonObject fields, List<Source> sources) {
    return new Result(fields, sources);
  }

  /** An upstream's answer kept as it came ({@code data}), beside {@code sources}. */
  public static Result data(Object data, List<Source> sources) {
    return new Result(new JsonObject().put("data", data), sources);
  }

  public JsonObject body() {
    return body;
  }

  public List<Source> sources() {
    return sources;
  }

  public JsonObject toJson() {
    JsonArray list = new JsonArray();
    sources.forEach(s -> list.add(s.toJson()));
    return body.copy().put("sources", list);
  }
}
