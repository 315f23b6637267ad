package io.gatehouse.providers.sanctions.bench;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.EntryName;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.model.NameKind;
import io.gatehouse.providers.sanctions.model.SanctionsList;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random lists shaped like the real ones: 60% persons with two or three names and a birth
 * date, 40% organisations with a legal form, each with up to three aliases. Names are built from
 * syllables plus a pool of common given names, so popular tokens (like "mohammed" on real lists)
 * occur thousands of times.
 */
final class SyntheticLists {

  private static final String[] SYLLABLES = ("ka ri mo za lev an dro vi sha tor el mar qui nu bek ov ski har din sul "
    + "ta ne ro gal fi ush pet ren ko al ba yev ich ul os ma zi hu sen ga bo lu fen dar mir kos tan pa se vo rek "
    + "mun jor wal ste fra gu li pri dem hol nik sar ven tra bu cor lin dez ram hed ist ob urk yan gos pel mek "
    + "tik zan bar fol ner sim dov khan rus gor lam pes tul vik yar zor bel cas dun hem jak kel mol nor rad").split(" ");
  private static final String[] GIVEN = {"Mohammed", "Ali", "Ahmad", "Ivan", "Sergei", "Viktor", "Juan", "Maria", "Olga",
    "Hassan", "Omar", "Dmitri", "Alexander", "Abdul", "Yusuf", "Kim", "Li", "Jose", "Carlos", "Elena"};
  private static final String[] FORMS = {"LLC", "Ltd", "JSC", "Trading Co", "Holding", "Group", "SA", "GmbH"};
  private static final String[] COUNTRIES = {"RU", "IR", "KP", "SY", "AE", "CN", "VE", "BY", "TR", "LB"};

  private final Random random;

  SyntheticLists(long seed) {
    random = new Random(seed);
  }

  SanctionsList generate(int size) {
    List<ListEntry> entries = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      boolean person = random.nextInt(10) < 6;
      List<EntryName> names = new ArrayList<>();
      names.add(new EntryName(person ? personName() : organisationName(), NameKind.PRIMARY));
      int aliases = random.nextInt(4);
      for (int a = 0; a < aliases; a++) {
        names.add(new EntryName(person ? personName() : organisationName(),
          random.nextInt(5) == 0 ? NameKind.WEAK_ALIAS : NameKind.ALIAS));
      }
      List<String> births = person ? List.of((1940 + random.nextInt(60)) + "-0" + (1 + random.nextInt(9)) + "-1"
        + random.nextInt(10)) : List.of();
      entries.add(new ListEntry("SYN" + i, person ? EntityType.PERSON : EntityType.ORGANISATION,
        List.of("PROG" + random.nextInt(40)), names, births, List.of(COUNTRIES[random.nextInt(COUNTRIES.length)])));
    }
    ListInfo info = new ListInfo("ofac_sdn", "synthetic", "ofac-csv", "bench", null, "https://example.org", Instant.now(),
      entries.size());
    return new SanctionsList(info, entries);
  }

  String personName() {
    String given = random.nextInt(3) == 0 ? GIVEN[random.nextInt(GIVEN.length)] : word(2 + random.nextInt(2));
    String middle = random.nextBoolean() ? " " + word(2 + random.nextInt(2)) : "";
    return given + middle + " " + word(2 + random.nextInt(2));
  }

  String organisationName() {
    return word(2 + random.nextInt(2)) + " " + word(2) + (random.nextBoolean() ? " " + word(3) : "") + " "
      + FORMS[random.nextInt(FORMS.length)];
  }

  /** A listed name as a caller might type it: reordered, a typo, or a token dropped. */
  String perturb(String name) {
    String[] parts = name.split(" ");
    switch (random.nextInt(3)) {
      case 0 -> {
        String first = parts[0];
        parts[0] = parts[parts.length - 1];
        parts[parts.length - 1] = first;
      }
      case 1 -> {
        int p = random.nextInt(parts.length);
        if (parts[p].length() > 4) {
          int at = 1 + random.nextInt(parts[p].length() - 2);
          parts[p] = parts[p].substring(0, at) + parts[p].substring(at + 1);
        }
      }
      default -> {
        if (parts.length > 2) parts[1] = "";
      }
    }
    return String.join(" ", parts).replaceAll(" +", " ").trim();
  }

  private String word(int syllables) {
    StringBuilder w = new StringBuilder();
    for (int i = 0; i < syllables; i++) w.append(SYLLABLES[random.nextInt(SYLLABLES.length)]);
    w.setCharAt(0, Character.toUpperCase(w.charAt(0)));
    return w.toString();
  }
}
