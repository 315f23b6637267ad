package io.gatehouse.gateway.mcp;

import java.util.List;

/** Completion values (at most 100 are sent), with an optional total and a more-available flag. */
public record Completion(List<String> values, Integer total, boolean hasMore) {

  public static Completion create(List<String> values) {
    return new Completion(values, null, false);
  }
}
