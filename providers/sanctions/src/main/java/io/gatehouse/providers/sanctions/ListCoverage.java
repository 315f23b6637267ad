package io.gatehouse.providers.sanctions;

import io.gatehouse.api.Source;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.parse.ListFormat;
import io.vertx.core.json.JsonArray;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which of the configured lists a screening searched, and whether whole: what a "clear" answer
 * rests on. A configured list that is not loaded is missing; a loaded list that lacks a part (OFAC's
 * CSV without its alias file) is partial. Either way no match is not a clear result.
 */
final class ListCoverage {

  private final List<ListInfo> loaded;
  private final List<String> missing;

  private ListCoverage(List<ListInfo> loaded, List<String> missing) {
    this.loaded = loaded;
    this.missing = missing;
  }

  static ListCoverage of(List<String> configured, List<ListInfo> loaded) {
    Set<String> ids = loaded.stream().map(ListInfo::id).collect(Collectors.toSet());
    return new ListCoverage(loaded, configured.stream().filter(id -> !ids.contains(id)).toList());
  }

  /** Ids of configured lists that are not loaded, in the configured order. */
  List<String> missing() {
    return missing;
  }

  /** Every configured list loaded, and every loaded list complete. */
  boolean whole() {
    return missing.isEmpty() && loaded.stream().allMatch(ListInfo::complete);
  }

  /** The loaded lists as answered, each with its age at {@code now}. */
  JsonArray listsJson(Instant now) {
    JsonArray out = new JsonArray();
    for (ListInfo info : loaded) {
      long age = Math.max(0, Duration.between(info.retrieved(), now).toSeconds());
      out.add(info.toJson().put("age_seconds", age));
    }
    return out;
  }

  /** What was not searched, in words, e.g. "not loaded: eu_fsf; loaded in part: ofac_sdn (without aliases)". */
  String gaps() {
    List<String> parts = new ArrayList<>();
    if (!missing.isEmpty()) parts.add("not loaded: " + String.join(", ", missing));
    List<String> partial = loaded.stream().filter(l -> !l.complete())
      .map(l -> l.id() + " (without " + String.join(", ", l.missingParts()) + ")").toList();
    if (!partial.isEmpty()) parts.add("loaded in part: " + String.join(", ", partial));
    return String.join("; ", parts);
  }

  /** A source per missing list, cited as unavailable. */
  List<Source> missingSources(Instant now) {
    List<Source> sources = new ArrayList<>();
    for (String id : missing) {
      ListFormat format = ListFormat.ofList(id);
      sources.add(new Source(format.title(), format.officialUrl(), null, now, Source.UNAVAILABLE));
    }
    return sources;
  }
}
