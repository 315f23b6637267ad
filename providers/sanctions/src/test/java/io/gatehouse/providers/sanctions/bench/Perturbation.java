package io.gatehouse.providers.sanctions.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * The ways a caller writes a listed name differently from the list, one class at a time so recall
 * can be reported per class. {@link #apply} answers null when the class does not fit the name (no
 * middle name to drop, no legal form on a person).
 */
enum Perturbation {
  /** Surname first without a comma, or an organisation's first and last words swapped. */
  REORDERED {
    @Override
    String apply(SyntheticName name, Random random) {
      if (name.person()) return name.surname() + " " + String.join(" ", name.given());
      List<String> words = new ArrayList<>(name.words());
      if (words.size() < 2) return null;
      String first = words.get(0);
      words.set(0, words.get(words.size() - 1));
      words.set(words.size() - 1, first);
      return SyntheticName.organisation(words, name.legalForm(), name.formFirst()).withFormAfter(name.alsoAfter()).written();
    }
  },
  /** One typo in a name word (not the legal form) longer than four letters: a letter left out, doubled, replaced or swapped with the next. */
  TYPO {
    @Override
    String apply(SyntheticName name, Random random) {
      List<String> words = name.nameWords();
      List<Integer> long_ = new ArrayList<>();
      for (int i = 0; i < words.size(); i++) if (words.get(i).length() > 4) long_.add(i);
      if (long_.isEmpty()) return null;
      int p = long_.get(random.nextInt(long_.size()));
      String word = words.get(p);
      int at = 1 + random.nextInt(word.length() - 2);
      String typo = switch (random.nextInt(4)) {
        case 0 -> word.substring(0, at) + word.substring(at + 1);
        case 1 -> word.substring(0, at + 1) + word.charAt(at) + word.substring(at + 1);
        case 2 -> word.substring(0, at) + (char) ('a' + random.nextInt(26)) + word.substring(at + 1);
        default -> word.substring(0, at) + word.charAt(at + 1) + word.charAt(at) + word.substring(at + 2);
      };
      words.set(p, typo);
      return name.withNameWords(words).written();
    }
  },
  /** A person's middle name or an organisation's second word left out. */
  MIDDLE_DROPPED {
    @Override
    String apply(SyntheticName name, Random random) {
      if (name.person()) return name.given().size() < 2 ? null : name.given().get(0) + " " + name.surname();
      if (name.words().size() < 3) return null;
      List<String> words = new ArrayList<>(name.words());
      words.remove(1);
      return SyntheticName.organisation(words, name.legalForm(), name.formFirst()).withFormAfter(name.alsoAfter()).written();
    }
  },
  /** Given names as initials: "R. G. Mugabe", "R G Mugabe", "Robert G. Mugabe", "Robert X. Mugabe", "Mugabe, R. G.". */
  INITIALS {
    @Override
    String apply(SyntheticName name, Random random) {
      if (!name.person()) return null;
      List<String> given = name.given();
      String surname = name.surname();
      return switch (random.nextInt(5)) {
        case 0 -> initials(given, ". ", ".") + " " + surname;
        case 1 -> initials(given, " ", "") + " " + surname;
        case 2 -> given.size() < 2 ? given.get(0) + " " + randomInitial(random) + ". " + surname
          : given.get(0) + " " + initial(given.get(1)) + ". " + surname;
        case 3 -> String.join(" ", given) + " " + randomInitial(random) + ". " + surname;
        default -> surname + ", " + initials(given, ". ", ".");
      };
    }
  },
  /** A title or honorific before the name, or (one in four) after it. */
  TITLE {
    @Override
    String apply(SyntheticName name, Random random) {
      if (!name.person()) return null;
      String title = TITLES[random.nextInt(TITLES.length)];
      return random.nextInt(4) == 0 ? name.natural() + " " + title : title + " " + name.natural();
    }
  },
  /** "Surname, Given Middle" for a name listed given names first, and the other way round. */
  COMMA_ORDER {
    @Override
    String apply(SyntheticName name, Random random) {
      if (!name.person()) return null;
      return name.commaOrder() ? name.natural() : name.surname() + ", " + String.join(" ", name.given());
    }
  },
  /** An organisation's legal form written another way, moved, changed or left out. */
  LEGAL_FORM {
    @Override
    String apply(SyntheticName name, Random random) {
      if (name.person()) return null;
      String words = String.join(" ", name.words());
      return switch (random.nextInt(4)) {
        case 0 -> name.legalForm() == null ? words + " " + SyntheticLists.SUFFIX_FORMS[random.nextInt(SyntheticLists.SUFFIX_FORMS.length)]
          : words;
        case 1 -> words + " " + LONG_FORMS[random.nextInt(LONG_FORMS.length)];
        case 2 -> PREFIX_OR_DOTTED[random.nextInt(PREFIX_OR_DOTTED.length)].replace("#", words);
        default -> words + " " + SyntheticLists.SUFFIX_FORMS[random.nextInt(SyntheticLists.SUFFIX_FORMS.length)];
      };
    }
  },
  /** The name words (not a Latin legal form) written in Cyrillic, or in Cyrillic and romanised again by other rules. */
  CYRILLIC {
    @Override
    String apply(SyntheticName name, Random random) {
      boolean back = random.nextBoolean();
      List<String> words = new ArrayList<>();
      for (String word : name.nameWords()) {
        // a Russian source translates linking words ("of", "and") rather than spelling them
        if (LINKING.contains(word.toLowerCase(Locale.ROOT))) {
          words.add(word);
          continue;
        }
        String cyrillic = Cyrillic.write(word);
        words.add(back ? Cyrillic.romanise(cyrillic) : cyrillic);
      }
      return name.withNameWords(words).natural();
    }
  },
  /** One name word respelled as another romanisation would: Dmitriy/Dmitry, kh/h, ou/u, zh/j, Mohammed/Muhammad. */
  ROMANISATION {
    @Override
    String apply(SyntheticName name, Random random) {
      List<String> parts = name.nameWords();
      List<String[]> options = new ArrayList<>();
      for (int i = 0; i < parts.size(); i++) {
        String token = parts.get(i).toLowerCase(Locale.ROOT);
        List<String> named = GIVEN_VARIANTS.get(token);
        if (named != null) for (String v : named) options.add(new String[] {String.valueOf(i), v});
        String[][] rules = name.person() ? PERSON_RULES : RULES;
        for (String[] rule : rules) {
          String respelled = token.replaceFirst(rule[0], rule[1]);
          if (!respelled.equals(token)) options.add(new String[] {String.valueOf(i), respelled});
        }
      }
      if (options.isEmpty()) return null;
      String[] chosen = options.get(random.nextInt(options.size()));
      parts.set(Integer.parseInt(chosen[0]), Character.toUpperCase(chosen[1].charAt(0)) + chosen[1].substring(1));
      return name.withNameWords(parts).natural();
    }
  },
  /** One given name written as its initial: "R. Mugabe", "R. Gabriel Mugabe", "Robert G. Mugabe". */
  INITIAL_ONE {
    @Override
    String apply(SyntheticName name, Random random) {
      if (!name.person()) return null;
      List<String> given = new ArrayList<>(name.given());
      int at = random.nextInt(given.size());
      given.set(at, initial(given.get(at)) + ".");
      return String.join(" ", given) + " " + name.surname();
    }
  },
  /** The first two given names as initials, any others left out: "R. G. Mugabe", "R.G. Mugabe", "R G Mugabe", "Mugabe, R. G.". */
  INITIALS_TWO {
    @Override
    String apply(SyntheticName name, Random random) {
      if (!name.person() || name.given().size() < 2) return null;
      List<String> two = name.given().subList(0, 2);
      return switch (random.nextInt(4)) {
        case 0 -> initials(two, ". ", ".") + " " + name.surname();
        case 1 -> initials(two, ".", ".") + " " + name.surname();
        case 2 -> initials(two, " ", "") + " " + name.surname();
        default -> name.surname() + ", " + initials(two, ". ", ".");
      };
    }
  },
  /** Accents a list spelled without: one to three letters of the name words written with a diacritic. */
  DIACRITICS {
    @Override
    String apply(SyntheticName name, Random random) {
      List<String> words = name.nameWords();
      int changes = 1 + random.nextInt(3);
      boolean changed = false;
      for (int tries = 0; tries < 20 && changes > 0; tries++) {
        int w = random.nextInt(words.size());
        String word = words.get(w);
        int at = random.nextInt(word.length());
        int plain = PLAIN.indexOf(Character.toLowerCase(word.charAt(at)));
        if (plain < 0) continue;
        char accented = ACCENTED.charAt(plain);
        if (Character.isUpperCase(word.charAt(at))) accented = Character.toUpperCase(accented);
        words.set(w, word.substring(0, at) + accented + word.substring(at + 1));
        changes--;
        changed = true;
      }
      return changed ? name.withNameWords(words).written() : null;
    }
  },
  /**
   * An Arabic name written by another English romanisation, two changes at a time: the article as
   * al-, el- or ul-, joined or apart; Mohammed, Muhammad, Mohamed; ou or u, ee or i, oo or u; q as k or
   * g; dh or z, th or s, kh or h; a letter doubled or not; "Abd" joined to the next word (Abdulrahman).
   */
  ARABIC_VARIANTS {
    @Override
    String apply(SyntheticName name, Random random) {
      if (!name.person()) return null;
      String written = name.natural();
      for (int change = 0; change < 2; change++) {
        List<String[]> options = new ArrayList<>();
        for (String[] rule : ARABIC_RULES) {
          if (java.util.regex.Pattern.compile(rule[0]).matcher(written).find()) options.add(rule);
        }
        for (String word : written.split("[ -]")) {
          List<String> named = GIVEN_VARIANTS.get(word.toLowerCase(Locale.ROOT));
          if (named != null) for (String v : named) options.add(new String[] {"(?i)\\b" + word + "\\b", v});
        }
        if (options.isEmpty()) return change == 0 ? null : written;
        String[] rule = options.get(random.nextInt(options.size()));
        written = written.replaceFirst(rule[0], rule[1]);
      }
      return written;
    }
  },
  /** A particle joined to the word it belongs to: "Alhouthi" for "al-Houthi", "Binladen", "Abdulrahman", "Vandenberg". */
  PARTICLES_JOINED {
    @Override
    String apply(SyntheticName name, Random random) {
      if (!name.person()) return null;
      String written = name.written();
      java.util.regex.Matcher m = PARTICLE.matcher(written);
      if (!m.find()) return null;
      String next = written.substring(m.end(), m.end() + 1).toLowerCase(Locale.ROOT);
      return written.substring(0, m.start()) + m.group(1) + next + written.substring(m.end() + 1);
    }
  };

  /** The classes the synthetic benchmark has measured since it was written. */
  static final List<Perturbation> SYNTHETIC = List.of(REORDERED, TYPO, MIDDLE_DROPPED, INITIALS, TITLE, COMMA_ORDER,
    LEGAL_FORM, CYRILLIC, ROMANISATION);
  /** The classes measured on the real lists. */
  static final List<Perturbation> REAL = List.of(INITIAL_ONE, INITIALS_TWO, COMMA_ORDER, MIDDLE_DROPPED, TITLE,
    ROMANISATION, ARABIC_VARIANTS, CYRILLIC, DIACRITICS, TYPO, REORDERED, PARTICLES_JOINED, LEGAL_FORM);

  private static final java.util.Set<String> LINKING = java.util.Set.of("of", "and", "the", "for");
  private static final String PLAIN = "aeioucnsz";
  private static final String ACCENTED = "áéíöüçñşž";
  private static final java.util.regex.Pattern PARTICLE = java.util.regex.Pattern.compile(
    "(?i)\\b(al|el|ul|bin|ben|ibn|abu|abd|abdul|van|von|de|der|den|da|di|del|la|le)[- ](?=\\p{L})");

  static final String[] TITLES = {"President", "Pres.", "Dr.", "Dr", "Mr", "Mrs.", "Ms", "Prof.", "General", "Gen.",
    "Colonel", "Col.", "Sheikh", "Shaikh", "Haji", "Hajji", "Sir", "Mullah", "Imam", "Emir", "Prince", "Minister"};
  private static final String[] LONG_FORMS = {"Limited Liability Company", "Joint Stock Company", "Limited",
    "Incorporated", "Corporation", "Company", "Open Joint Stock Company", "Co., Ltd.", "Public Joint Stock Company",
    "Limited Liability Corporation", "Limited Liability Partnership", "Closed Joint Stock Company"};
  private static final String[] PREFIX_OR_DOTTED = {"OOO #", "ZAO #", "AO #", "PAO #", "# L.L.C.", "# S.A.",
    "# B.V.", "# N.V.", "# S.A.R.L.", "# Co. Ltd"};
  /** Respellings one romanisation makes of another's: pattern (first occurrence) and replacement. */
  private static final String[][] RULES = {
    {"iy$", "y"}, {"iy$", "ii"}, {"([^aeiouy])y$", "$1iy"}, {"kh", "h"}, {"^h", "kh"}, {"ou", "u"},
    {"([^aeiouy])u", "$1ou"}, {"zh", "j"}, {"^j", "zh"}, {"ts", "tz"}, {"yu", "iu"}, {"ya", "ia"}, {"ia", "ya"},
    {"^ye", "e"}, {"^e", "ye"}, {"x", "ks"}, {"ks", "x"}, {"yo", "e"}, {"yo", "io"}, {"ey$", "ei"}, {"ei$", "ey"},
    {"ov$", "off"}, {"^w", "v"}, {"^v", "w"}};
  /** For persons' names also the English spellings of Arabic names, which organisations' English words do not take. */
  private static final String[][] PERSON_RULES = java.util.stream.Stream.concat(java.util.Arrays.stream(RULES), java.util.stream.Stream.of(new String[][] {
    {"^al-", "el-"}, {"^abdul", "abdel"}, {"^abd$", "abdul"}, {"ee", "i"}, {"oo", "u"}, {"q", "k"}, {"aa", "a"},
    {"i$", "y"}, {"ei", "ai"}, {"ai", "ei"}})).toArray(String[][]::new);
  /** {@link #ARABIC_VARIANTS}' respellings: pattern (first occurrence, in the whole name) and replacement. */
  private static final String[][] ARABIC_RULES = {
    {"(?i)\\bal-", "el-"}, {"(?i)\\bal-", "ul-"}, {"(?i)\\bal-", "al "}, {"(?i)\\bal-", "al"}, {"(?i)\\bel-", "al-"},
    {"(?i)\\bal (?=\\p{L})", "al-"}, {"(?i)\\bal (?=\\p{L})", "al"},
    {"(?i)\\babd(?:ul|el|al)?[ -](?:al-|el-|al |ul-)?(\\p{L})", "Abdul$1"},
    {"(?i)\\babd(?:ul|el|al)?[ -](?:al-|el-|al |ul-)?(\\p{L})", "Abdel$1"},
    {"(?i)ou", "u"}, {"(?i)(?<=[^aeiouy ])u", "ou"}, {"(?i)ee", "i"}, {"(?i)(?<=[^aeiouy ])i(?=[^aeiouy ])", "ee"},
    {"(?i)oo", "u"}, {"(?i)(?<=[^aeiouy ])u(?=[^aeiouy ])", "oo"}, {"(?i)q", "k"}, {"(?i)q", "g"}, {"(?i)dh", "z"},
    {"(?i)(?<=\\p{L})z", "dh"}, {"(?i)th", "s"}, {"(?i)kh", "h"}, {"(?i)([bdfjklmnrstz])\\1", "$1"},
    {"(?i)(?<=[aeiou])([bdjklmnrstz])(?=[aeiou])", "$1$1"}};
  /** Given names whose variants no single letter rule produces. */
  private static final Map<String, List<String>> GIVEN_VARIANTS = Map.ofEntries(
    Map.entry("mohammed", List.of("muhammad", "mohammad", "mohamed", "muhammed", "mohamad")),
    Map.entry("alexander", List.of("aleksandr", "alexandr", "aleksander")),
    Map.entry("dmitriy", List.of("dmitry", "dmitri", "dmitrii")),
    Map.entry("sergey", List.of("sergei", "sergej")),
    Map.entry("yevgeny", List.of("evgeny", "evgenii", "yevgeniy", "evgeniy")),
    Map.entry("yuri", List.of("yury", "iurii", "yuriy", "jurij")),
    Map.entry("artyom", List.of("artem", "artiom")),
    Map.entry("aleksey", List.of("alexei", "alexey", "aleksei")),
    Map.entry("hussein", List.of("husain", "hussain", "husayn", "hossein")),
    Map.entry("osama", List.of("usama")),
    Map.entry("mahmoud", List.of("mahmud")),
    Map.entry("khalid", List.of("khaled", "halid")),
    Map.entry("yusuf", List.of("youssef", "yousef", "jusuf")),
    Map.entry("pyotr", List.of("petr", "piotr")),
    Map.entry("nikolai", List.of("nikolay", "nikolaj")),
    Map.entry("andrei", List.of("andrey", "andrej")),
    Map.entry("ilya", List.of("ilia", "ilja")),
    Map.entry("natalya", List.of("natalia", "nataliya")),
    Map.entry("tatyana", List.of("tatiana", "tatjana")),
    Map.entry("omar", List.of("umar")),
    Map.entry("ahmad", List.of("ahmed")),
    Map.entry("mikhail", List.of("mihail", "michail")),
    Map.entry("abdul", List.of("abdel")));

  abstract String apply(SyntheticName name, Random random);

  private static String initials(List<String> given, String between, String after) {
    StringBuilder out = new StringBuilder();
    for (String g : given) {
      if (out.length() > 0) out.append(between);
      out.append(initial(g));
    }
    return out.append(after).toString();
  }

  private static char initial(String name) {
    return Character.toUpperCase(name.charAt(0));
  }

  private static char randomInitial(Random random) {
    return (char) ('A' + random.nextInt(26));
  }
}
