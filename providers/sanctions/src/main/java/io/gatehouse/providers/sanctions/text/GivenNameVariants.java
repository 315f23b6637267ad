package io.gatehouse.providers.sanctions.text;

import java.util.HashMap;
import java.util.Map;

/**
 * Given names whose romanisations differ in their vowels, which no {@link RomanisationKey} rule may
 * touch without joining unrelated names: Mohammed and Muhammad, Osama and Usama, Hussein and
 * Husain. Written as romanisation keys; each group maps to its first spelling.
 */
final class GivenNameVariants {

  private static final Map<String, String> CANONICAL = new HashMap<>();

  static {
    group("muhamad", "mohamed", "mohamad", "muhamed", "mohamud", "mahamed", "mehmet");
    group("ahmad", "ahmed", "ahmet");
    group("husain", "husein", "hosein", "hasain");
    group("usama", "osama");
    group("umar", "omar");
    group("usman", "osman", "utman", "otman");
    group("iusuf", "iusef", "iusif", "iosef", "jusuf", "iosif");
    group("halid", "haled");
    group("abdul", "abdel", "abdal", "abdol");
    // the Arabic article as English writes it
    group("al", "el", "ul", "ol");
    group("mustafa", "mostafa");
    group("iuri", "juri");
    group("mihail", "michail");
  }

  private GivenNameVariants() {
  }

  private static void group(String canonical, String... variants) {
    for (String v : variants) CANONICAL.put(v, canonical);
  }

  static String canonical(String key) {
    return CANONICAL.getOrDefault(key, key);
  }
}
