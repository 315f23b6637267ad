package io.gatehouse.providers.sanctions.bench;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.text.NameFolder;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A real list entry's primary name cut into the parts a {@link Perturbation} works on: a person's
 * given names and surname ("SURNAME, Given Middle" as OFAC writes it, else the last word is taken
 * for the surname, as the UN list orders its name fields), an organisation's words and legal form.
 */
final class RealName {

  private RealName() {
  }

  /** The entry's primary name in parts, or null for vessels, aircraft and one-word persons. */
  static SyntheticName of(ListEntry entry) {
    String name = entry.primaryName().trim().replaceAll("\\s+", " ");
    if (entry.type() == EntityType.PERSON) return person(name);
    if (entry.type() == EntityType.ORGANISATION) return organisation(name);
    return null;
  }

  private static SyntheticName person(String name) {
    int comma = name.indexOf(',');
    if (comma > 0) {
      List<String> given = words(name.substring(comma + 1));
      String surname = name.substring(0, comma).trim();
      return given.isEmpty() || surname.isEmpty() ? null : SyntheticName.person(given, surname, true);
    }
    List<String> words = words(name);
    if (words.size() < 2) return null;
    return SyntheticName.person(words.subList(0, words.size() - 1), words.get(words.size() - 1), false);
  }

  /** The longest legal form (one word or spelled out) ending the name, else the one leading it. */
  private static SyntheticName organisation(String name) {
    List<String> words = words(name);
    for (int from = 1; from < words.size(); from++) {
      List<String> tail = words.subList(from, words.size());
      if (isLegalForm(tail)) {
        return SyntheticName.organisation(new ArrayList<>(words.subList(0, from)), String.join(" ", tail), false);
      }
    }
    for (int to = words.size() - 1; to > 0; to--) {
      List<String> head = words.subList(0, to);
      if (isLegalForm(head)) {
        return SyntheticName.organisation(new ArrayList<>(words.subList(to, words.size())), String.join(" ", head), true);
      }
    }
    return SyntheticName.organisation(words, null, false);
  }

  /** Words the folder drops whole as legal forms or linking words: "LTD.", "CO., LTD.", "LIMITED LIABILITY COMPANY". */
  private static boolean isLegalForm(List<String> words) {
    String text = String.join(" ", words);
    return !NameFolder.fold(text).isEmpty() && NameFolder.tokens("x " + text + " y").tokens().size() == 2;
  }

  private static List<String> words(String text) {
    String trimmed = text.trim();
    return trimmed.isEmpty() ? new ArrayList<>() : new ArrayList<>(Arrays.asList(trimmed.split(" ")));
  }
}
