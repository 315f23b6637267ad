package io.gatehouse.providers.sanctions.bench;

import io.gatehouse.providers.sanctions.model.EntryName;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.SanctionsList;
import io.gatehouse.providers.sanctions.text.NameFolder;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The folded words of every listed name, to tell whether a made-up name is in fact (part of) a listed one. */
final class ListedTokens {

  private final Map<String, List<Set<String>>> namesByToken = new HashMap<>();

  ListedTokens(SanctionsList list) {
    this(List.of(list));
  }

  ListedTokens(List<SanctionsList> lists) {
    for (SanctionsList list : lists) {
      for (ListEntry entry : list.entries()) {
        for (EntryName name : entry.names()) {
          Set<String> tokens = words(name.name());
          for (String token : tokens) namesByToken.computeIfAbsent(token, t -> new ArrayList<>()).add(tokens);
        }
      }
    }
  }

  /** Whether every word of the name (titles aside) stands in one listed name. */
  boolean covers(String name) {
    Set<String> wanted = words(name);
    List<Set<String>> fewest = null;
    for (String token : wanted) {
      List<Set<String>> holders = namesByToken.getOrDefault(token, List.of());
      if (fewest == null || holders.size() < fewest.size()) fewest = holders;
    }
    return fewest != null && fewest.stream().anyMatch(listed -> listed.containsAll(wanted));
  }

  private static Set<String> words(String name) {
    return new HashSet<>(NameFolder.tokens(name).withoutTitles());
  }
}
