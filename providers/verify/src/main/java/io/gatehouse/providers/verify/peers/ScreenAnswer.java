package io.gatehouse.providers.verify.peers;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code sanctions_screen}'s answer, read through its declared output fields.
 *
 * @param status       clear, potential_match, incomplete or no_lists_loaded
 * @param matches      the possible matches, best first
 * @param lists        each list searched, e.g. "ofac_sdn 2026-11-20 (partial: aliases)"
 * @param missingLists configured lists that are not loaded
 * @param staleLists   loaded lists published longer ago than their maximum age
 */
public record ScreenAnswer(String status, List<Match> matches, List<String> lists, List<String> missingLists,
                           List<String> staleLists) {

  static final String TOOL = "sanctions_screen";

  /** One possible match: the list, its entry's primary name, the name that matched and the score. */
  public record Match(String list, String primaryName, String matchedName, double score) {

    @Override
    public String toString() {
      String who = primaryName == null || primaryName.equals(matchedName) ? matchedName
        : matchedName + " (listed as " + primaryName + ")";
      return who + " on " + list + ", score " + String.format(java.util.Locale.ROOT, "%.2f", score);
    }
  }

  public static ScreenAnswer read(JsonObject json) {
    String status = Fields.required(json, "status", TOOL);
    List<Match> matches = new ArrayList<>();
    for (Object item : Fields.array(json, "matches", TOOL)) {
      if (!(item instanceof JsonObject m) || !(m.getValue("score") instanceof Number score)) {
        throw new UnreadableAnswer(TOOL + " answered a match without its declared score");
      }
      matches.add(new Match(Fields.required(m, "list", TOOL), Fields.optional(m, "primary_name"),
        Fields.required(m, "matched_name", TOOL), score.doubleValue()));
    }
    List<String> lists = new ArrayList<>();
    for (Object item : Fields.array(json, "lists", TOOL)) {
      if (!(item instanceof JsonObject l)) continue;
      String label = Fields.optional(l, "id") + (Fields.optional(l, "version") == null ? "" : " " + l.getString("version"));
      JsonArray missingParts = l.getValue("missing_parts") instanceof JsonArray a ? a : new JsonArray();
      if (Boolean.FALSE.equals(l.getValue("complete")) || !missingParts.isEmpty()) {
        label += " (partial" + (missingParts.isEmpty() ? "" : ": " + String.join(", ", missingParts.stream().map(String::valueOf).toList())) + ")";
      }
      if (Boolean.TRUE.equals(l.getValue("stale"))) {
        label += " (stale" + (Fields.optional(l, "published") == null ? "" : ": published " + l.getString("published")) + ")";
      }
      lists.add(label);
    }
    List<String> missing = json.getValue("missing_lists") instanceof JsonArray a
      ? a.stream().map(String::valueOf).toList() : List.of();
    List<String> stale = json.getValue("stale_lists") instanceof JsonArray a
      ? a.stream().map(String::valueOf).toList() : List.of();
    return new ScreenAnswer(status, List.copyOf(matches), List.copyOf(lists), missing, stale);
  }
}
