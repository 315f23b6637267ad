package io.gatehouse.providers.sanctions.bench;

import io.gatehouse.providers.sanctions.match.ScreeningIndex;
import io.gatehouse.providers.sanctions.match.Screener;
import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.EntryName;
import io.gatehouse.providers.sanctions.text.NameFolder;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.SanctionsList;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Labelled queries on the real lists: primary names of real entries perturbed one class at a time,
 * Arabic-script names, and {@link Decoys}. Arabic-script names are the UN list's own original-script
 * names, screened against the lists without them (so only the romanised names can match, as on
 * OFAC's list, which publishes none), as they are and romanised letter for letter by ICU.
 */
final class RealSample {

  /** The kind under which decoys that are exact namesakes of a listed name are counted, apart. */
  static final String NAMESAKE = "EXACT_NAMESAKE";
  static final String ARABIC_SCRIPT = "ARABIC_SCRIPT";
  static final String ARABIC_ROMANISED = "ARABIC_ROMANISED";
  /** An {@link Decoys#ARABIC_SCRIPT_NAME} romanised letter for letter by ICU. */
  static final String ARABIC_ROMANISED_NAME = "ARABIC_ROMANISED_NAME";
  /** A machine romanisation, letter for letter, as a system upstream of the screening may send Arabic names. */
  private static final com.ibm.icu.text.Transliterator ROMANISER =
    com.ibm.icu.text.Transliterator.getInstance("Any-Latin; Latin-ASCII");

  final List<QualitySample.Labelled> latin = new ArrayList<>();
  final List<QualitySample.Labelled> arabic = new ArrayList<>();
  final Twins twins;

  RealSample(List<SanctionsList> lists, long seed, int perClass, int perDecoy) {
    Random random = new Random(seed);
    twins = new Twins(lists);
    List<ListEntry> entries = new ArrayList<>();
    List<SyntheticName> names = new ArrayList<>();
    List<SyntheticName> persons = new ArrayList<>();
    for (SanctionsList list : lists) {
      for (ListEntry entry : list.entries()) {
        SyntheticName name = RealName.of(entry);
        if (name == null) continue;
        entries.add(entry);
        names.add(name);
        if (name.person()) persons.add(name);
      }
    }
    // a class added later draws from its own stream, so the others' queries stay those measured before
    Random arabicVariants = new Random(seed + 1);
    for (Perturbation p : Perturbation.REAL) {
      Random draw = p == Perturbation.ARABIC_VARIANTS ? arabicVariants : random;
      for (int made = 0, tries = 0; made < perClass && tries < perClass * 200; tries++) {
        int i = draw.nextInt(names.size());
        // a Russian source spells persons' names; it translates English words of a company's name
        if (p == Perturbation.CYRILLIC && !names.get(i).person()) continue;
        // Arabic romanisation variants, of names an Arabic-script source spells
        if (p == Perturbation.ARABIC_VARIANTS && !arabicNamed(entries.get(i))) continue;
        String query = p.apply(names.get(i), draw);
        if (query == null) continue;
        latin.add(new QualitySample.Labelled(query, p.name(), entries.get(i).id()));
        made++;
      }
    }
    ListedTokens listed = new ListedTokens(lists);
    for (Decoys kind : Decoys.values()) {
      int count = kind == Decoys.FAMOUS_NAMESAKE ? Math.min(perDecoy, Decoys.FAMOUS_COUNT) : perDecoy;
      for (int made = 0; made < count; made++) {
        String name = kind.make(random, persons);
        boolean namesake = kind == Decoys.ARABIC_SCRIPT_NAME ? Decoys.latinSpellings(name).stream().anyMatch(listed::covers)
          : listed.covers(name);
        latin.add(new QualitySample.Labelled(name, namesake ? NAMESAKE : kind.name(), null));
        if (kind == Decoys.ARABIC_SCRIPT_NAME) {
          // and as a system upstream may send it: romanised by the machine, as ARABIC_ROMANISED is
          latin.add(new QualitySample.Labelled(ROMANISER.transliterate(name), namesake ? NAMESAKE : ARABIC_ROMANISED_NAME, null));
        }
      }
    }
    List<QualitySample.Labelled> scripts = new ArrayList<>();
    for (SanctionsList list : lists) {
      for (ListEntry entry : list.entries()) {
        for (EntryName name : entry.names()) {
          // organisations' Arabic names are translations, not spellings, of their English ones
          if (entry.type() == EntityType.PERSON && isArabicScript(name.name())) {
            scripts.add(new QualitySample.Labelled(name.name(), ARABIC_SCRIPT, entry.id()));
          }
        }
      }
    }
    // every one of them (the UN list has 378), in the build test as in the benchmark
    java.util.Collections.shuffle(scripts, random);
    arabic.addAll(scripts);
    for (QualitySample.Labelled script : scripts) {
      arabic.add(new QualitySample.Labelled(ROMANISER.transliterate(script.name()), ARABIC_ROMANISED, script.expected()));
    }
  }

  /** Given names and particles of Arabic names; a name holding one is taken for an Arabic name. */
  private static final java.util.Set<String> ARABIC_WORDS = java.util.Set.of("al", "el", "abu", "abd", "abdul", "abdel",
    "bin", "ibn", "mohammed", "muhammad", "mohammad", "mohamed", "ahmad", "ahmed", "ali", "hassan", "hussein", "husayn",
    "omar", "umar", "khalid", "abdullah", "abdallah", "ibrahim", "mahmoud", "mustafa", "yusuf", "salih", "saleh");

  private static boolean arabicNamed(ListEntry entry) {
    for (String word : NameFolder.fold(entry.primaryName()).split(" ")) if (ARABIC_WORDS.contains(word)) return true;
    return false;
  }

  /** The lists without their Arabic-script names. */
  static List<SanctionsList> withoutArabicScript(List<SanctionsList> lists) {
    List<SanctionsList> out = new ArrayList<>();
    for (SanctionsList list : lists) {
      List<ListEntry> entries = new ArrayList<>();
      for (ListEntry e : list.entries()) {
        List<EntryName> names = e.names().stream().filter(n -> !isArabicScript(n.name())).toList();
        entries.add(new ListEntry(e.id(), e.type(), e.programmes(), names, e.birthDates(), e.countries()));
      }
      out.add(new SanctionsList(list.info(), entries));
    }
    return out;
  }

  static boolean isArabicScript(String name) {
    return name.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.ARABIC);
  }

  /** Recall per class (Arabic script included) and decoys matched per kind, exact namesakes apart. */
  static QualitySample.Quality measure(Screener screener, Screener latinOnly, RealSample sample) {
    QualitySample.Quality latin = QualitySample.measure(screener, sample.latin);
    QualitySample.Quality arabic = QualitySample.measure(latinOnly, sample.arabic, sample.twins::sameDesignee);
    Map<String, QualitySample.Tally> listed = new LinkedHashMap<>(latin.listed());
    listed.putAll(arabic.listed());
    return new QualitySample.Quality(listed, latin.unlisted());
  }

  /** The share of decoys matched, exact namesakes left out. */
  static double decoyRate(QualitySample.Quality quality) {
    int total = 0;
    int hits = 0;
    for (Map.Entry<String, QualitySample.Tally> e : quality.unlisted().entrySet()) {
      if (e.getKey().equals(NAMESAKE)) continue;
      total += e.getValue().total;
      hits += e.getValue().hits;
    }
    return hits / (double) total;
  }

  /**
   * Entries of one person on two lists (UN's "RASHID TAAN KAZIM" is OFAC's "KAZIM, Rashid Taan"):
   * finding either finds the person. Told by a name with the same folded words.
   */
  static final class Twins {
    private final Map<String, java.util.Set<java.util.Set<String>>> namesById = new java.util.HashMap<>();

    Twins(List<SanctionsList> lists) {
      for (SanctionsList list : lists) {
        for (ListEntry entry : list.entries()) {
          for (EntryName name : entry.names()) {
            java.util.Set<String> words = new java.util.HashSet<>(NameFolder.tokens(name.name()).withoutTitles());
            if (words.size() > 1) namesById.computeIfAbsent(entry.id(), k -> new java.util.HashSet<>()).add(words);
          }
        }
      }
    }

    boolean sameDesignee(String expected, String found) {
      if (expected.equals(found)) return true;
      java.util.Set<java.util.Set<String>> a = namesById.getOrDefault(expected, java.util.Set.of());
      java.util.Set<java.util.Set<String>> b = namesById.getOrDefault(found, java.util.Set.of());
      return a.stream().anyMatch(b::contains);
    }
  }

  static Screener screener(List<SanctionsList> lists) {
    return new Screener(ScreeningIndex.build(lists));
  }
}
