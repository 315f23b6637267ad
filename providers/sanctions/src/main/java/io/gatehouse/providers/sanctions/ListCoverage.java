package io.gatehouse.providers.sanctions;

import io.gatehouse.api.Source;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.parse.ListFormat;
import io.vertx.core.json.JsonArray;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which of the configured lists a screening searched, and whether whole and recent: what a "clear"
 * answer rests on. A configured list that is not loaded is missing; a loaded list that lacks a part
 * (OFAC's CSV without its alias file) is partial; one published longer ago than its maximum age is
 * stale. Any of these and no match is not a clear result.
 */
final class ListCoverage {

  private final List<ListInfo> loaded;
  private final List<String> missing;
  private final ListAges ages;
  private final Instant now;

  private ListCoverage(List<ListInfo> loaded, List<String> missing, ListAges ages, Instant now) {
    this.loaded = loaded;
    this.missing = missing;
    this.ages = ages;
    this.now = now;
  }

  static ListCoverage of(List<String> configured, List<ListInfo> loaded, ListAges ages, Instant now) {
    Set<String> ids = loaded.stream().map(ListInfo::id).collect(Collectors.toSet());
    return new ListCoverage(loaded, configured.stream().filter(id -> !ids.contains(id)).toList(), ages, now);
  }

  /** Ids of configured lists that are not loaded, in the configured order. */
  List<String> missing() {
    return missing;
  }

  /** Ids of loaded lists older than their maximum age. */
  List<String> stale() {
    return loaded.stream().filter(l -> ages.stale(l, now)).map(ListInfo::id).toList();
  }

  /** Every configured list loaded, complete and within its maximum age. */
  boolean whole() {
    return missing.isEmpty() && loaded.stream().allMatch(ListInfo::complete) && stale().isEmpty();
  }

  /** The loaded lists as answered, each with its age and whether it is stale. */
  JsonArray listsJson() {
    JsonArray out = new JsonArray();
    for (ListInfo info : loaded) {
      out.add(info.toJson().put("age_seconds", ListAges.age(info, now).toSeconds())
        .put("age_from", ListAges.published(info) != null ? "published" : "retrieved")
        .put("max_age_days", ages.maxAge(info.id()).toMillis() / 86_400_000.0)
        .put("stale", ages.stale(info, now)));
    }
    return out;
  }

  /** What was not searched, in words, e.g. "not loaded: eu_fsf; stale: un_sc (published 2018-10-29, 2951 days ago; at most 7)". */
  String gaps() {
    List<String> parts = new ArrayList<>();
    if (!missing.isEmpty()) parts.add("not loaded: " + String.join(", ", missing));
    List<String> partial = loaded.stream().filter(l -> !l.complete())
      .map(l -> l.id() + " (without " + String.join(", ", l.missingParts()) + ")").toList();
    if (!partial.isEmpty()) parts.add("loaded in part: " + String.join(", ", partial));
    List<String> stale = loaded.stream().filter(l -> ages.stale(l, now))
      .map(l -> l.id() + " (" + (ListAges.published(l) != null ? "published " : "retrieved ")
        + ListAges.ageFrom(l).toString().substring(0, 10) + ", " + ListAges.age(l, now).toDays() + " days ago; at most "
        + ages.maxAge(l.id()).toDays() + ")").toList();
    if (!stale.isEmpty()) parts.add("stale: " + String.join(", ", stale));
    return String.join("; ", parts);
  }

  /** A source per missing list, cited as unavailable. */
  List<Source> missingSources() {
    List<Source> sources = new ArrayList<>();
    for (String id : missing) {
      ListFormat format = ListFormat.ofList(id);
      sources.add(new Source(format.title(), format.officialUrl(), null, now, Source.UNAVAILABLE));
    }
    return sources;
  }
}
