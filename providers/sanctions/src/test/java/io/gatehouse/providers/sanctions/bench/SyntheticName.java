package io.gatehouse.providers.sanctions.bench;

import java.util.ArrayList;
import java.util.List;

/**
 * A generated name with its parts, so a perturbation knows given names from the surname and the
 * legal form from the words of an organisation's name.
 *
 * @param person     a person (given names and surname) or an organisation (words and legal form)
 * @param given      a person's given names, first and middle; empty for an organisation
 * @param surname    a person's surname; null for an organisation
 * @param words      an organisation's name without its legal form; empty for a person
 * @param legalForm  an organisation's legal form as written (e.g. "LLC"), or null
 * @param formFirst  the legal form is written before the name, as in "OOO Romashka"
 * @param commaOrder a person written as the OFAC list does: "SURNAME, Given Middle"
 * @param alsoAfter  a second legal form after the name when the first one leads it
 *                   ("JOINT STOCK COMPANY UNITED SHIPBUILDING CORPORATION"), else null
 */
record SyntheticName(boolean person, List<String> given, String surname, List<String> words, String legalForm,
                     boolean formFirst, boolean commaOrder, String alsoAfter) {

  static SyntheticName person(List<String> given, String surname, boolean commaOrder) {
    return new SyntheticName(true, List.copyOf(given), surname, List.of(), null, false, commaOrder, null);
  }

  static SyntheticName organisation(List<String> words, String legalForm, boolean formFirst) {
    return new SyntheticName(false, List.of(), null, List.copyOf(words), legalForm, formFirst, false, null);
  }

  /** The same organisation with a second legal form after its words. */
  SyntheticName withFormAfter(String form) {
    return new SyntheticName(false, List.of(), null, words, legalForm, formFirst, false, form);
  }

  /** The words that make the name, without the legal form: given names and surname, or the company's words. */
  List<String> nameWords() {
    List<String> out = new ArrayList<>(given);
    if (person) out.add(surname);
    else out.addAll(words);
    return out;
  }

  /** The same name with other name words, as many as {@link #nameWords()} gave. */
  SyntheticName withNameWords(List<String> replaced) {
    if (!person) return organisation(replaced, legalForm, formFirst).withFormAfter(alsoAfter);
    return new SyntheticName(true, List.copyOf(replaced.subList(0, given.size())), replaced.get(given.size()), List.of(), null,
      false, commaOrder, null);
  }

  /** The name as written on the list. */
  String written() {
    if (person) {
      return commaOrder ? surname.toUpperCase(java.util.Locale.ROOT) + ", " + String.join(" ", given)
        : String.join(" ", given) + " " + surname;
    }
    String name = String.join(" ", words);
    if (legalForm == null) return name;
    return formFirst ? legalForm + " " + name + (alsoAfter == null ? "" : " " + alsoAfter) : name + " " + legalForm;
  }

  /** The name in natural order, given names first, however the list writes it. */
  String natural() {
    return person ? String.join(" ", given) + " " + surname : written();
  }
}
