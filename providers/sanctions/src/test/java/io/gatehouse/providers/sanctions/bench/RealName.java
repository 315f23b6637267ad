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

  /** The legal forms (one word or spelled out) leading and ending the name, each the longest there is. */
  private static SyntheticName organisation(String name) {
    List<String> words = words(name);
    String head = null;
    for (int to = words.size() - 1; to > 0 && head == null; to--) {
      if (isLegalForm(words.subList(0, to))) {
        head = String.join(" ", words.subList(0, to));
        words = new ArrayList<>(words.subList(to, words.size()));
      }
    }
    String tail = null;
    for (int from = 1; from < words.size() && tail == null; from++) {
      if (isLegalForm(words.subList(from, words.size()))) {
        tail = String.join(" ", words.subList(from, words.size()));
        words = new ArrayList<>(words.subList(0, from));
      }
    }
    if (head == null) return SyntheticName.organisation(words, tail, false);
    return SyntheticName.organisation(words, head, true).withFormAfter(tail);
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
