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
 * Seeded random lists shaped like the real ones: 60% persons with one or two given names and a
 * surname (half written "SURNAME, Given" as OFAC does) and a birth date, 40% organisations, most
 * with a legal form (Russian forms written first), each with up to three aliases. Names are built
 * from syllables plus pools of real given names, Slavic surname endings and common business words,
 * so popular tokens (like "mohammed" or "trading" on real lists) occur thousands of times.
 */
final class SyntheticLists {

  private static final String[] SYLLABLES = ("ka ri mo za lev an dro vi sha tor el mar qui nu bek ov ski har din sul "
    + "ta ne ro gal fi ush pet ren ko al ba yev ich ul os ma zi hu sen ga bo lu fen dar mir kos tan pa se vo rek "
    + "mun jor wal ste fra gu li pri dem hol nik sar ven tra bu cor lin dez ram hed ist ob urk yan gos pel mek "
    + "tik zan bar fol ner sim dov khan rus gor lam pes tul vik yar zor bel cas dun hem jak kel mol nor rad").split(" ");
  private static final String[] GIVEN = {"Mohammed", "Ali", "Ahmad", "Ivan", "Sergey", "Viktor", "Juan", "Maria",
    "Olga", "Hassan", "Omar", "Dmitriy", "Alexander", "Abdul", "Yusuf", "Kim", "Li", "Jose", "Carlos", "Elena",
    "Yevgeny", "Yuri", "Artyom", "Khalid", "Ilya", "Aleksey", "Natalya", "Tatyana", "Mikhail", "Hussein", "Osama",
    "Mahmoud", "Nikolai", "Andrei", "Vladimir", "Fatima", "Zhanna", "Pyotr"};
  private static final String[] SURNAME_ENDINGS = {"ov", "ev", "in", "skiy", "enko", "ova", "yan", "zade"};
  private static final String[] BUSINESS_WORDS = {"Trading", "Holding", "Group", "Shipping", "Industries",
    "Engineering", "Petroleum", "Investment", "Logistics", "General", "International", "Marine"};
  static final String[] SUFFIX_FORMS = {"LLC", "Ltd", "JSC", "GmbH", "SA", "SARL", "BV", "NV", "Co.", "Inc.", "Corp.",
    "LLP", "FZE", "FZCO", "PJSC", "Limited"};
  static final String[] PREFIX_FORMS = {"OOO", "ZAO", "AO", "PAO"};
  private static final String[] COUNTRIES = {"RU", "IR", "KP", "SY", "AE", "CN", "VE", "BY", "TR", "LB"};

  private final Random random;
  private final List<SyntheticName> primaries = new ArrayList<>();

  SyntheticLists(long seed) {
    random = new Random(seed);
  }

  Random random() {
    return random;
  }

  SanctionsList generate(int size) {
    List<ListEntry> entries = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      boolean person = random.nextInt(10) < 6;
      SyntheticName primary = person ? person() : organisation();
      primaries.add(primary);
      List<EntryName> names = new ArrayList<>();
      names.add(new EntryName(primary.written(), NameKind.PRIMARY));
      int aliases = random.nextInt(4);
      for (int a = 0; a < aliases; a++) {
        names.add(new EntryName((person ? person() : organisation()).written(),
          random.nextInt(5) == 0 ? NameKind.WEAK_ALIAS : NameKind.ALIAS));
      }
      List<String> births = person ? List.of((1940 + random.nextInt(60)) + "-0" + (1 + random.nextInt(9)) + "-1"
        + random.nextInt(10)) : List.of();
      entries.add(new ListEntry(entryId(i), person ? EntityType.PERSON : EntityType.ORGANISATION,
        List.of("PROG" + random.nextInt(40)), names, births, List.of(COUNTRIES[random.nextInt(COUNTRIES.length)])));
    }
    ListInfo info = new ListInfo("ofac_sdn", "synthetic", "ofac-csv", "bench", null, "https://example.org", Instant.now(),
      entries.size());
    return new SanctionsList(info, entries);
  }

  static String entryId(int index) {
    return "SYN" + index;
  }

  /** The primary names generated so far, in entry order. */
  List<SyntheticName> primaries() {
    return primaries;
  }

  SyntheticName person() {
    List<String> given = new ArrayList<>();
    given.add(givenName());
    if (random.nextBoolean()) given.add(givenName());
    return SyntheticName.person(given, surname(), random.nextBoolean());
  }

  SyntheticName organisation() {
    List<String> words = new ArrayList<>();
    words.add(word(2 + random.nextInt(2)));
    if (random.nextBoolean()) words.add(word(2));
    if (random.nextBoolean()) words.add(BUSINESS_WORDS[random.nextInt(BUSINESS_WORDS.length)]);
    if (words.size() == 1) words.add(word(2));
    int form = random.nextInt(10);
    if (form == 0) return SyntheticName.organisation(words, null, false);
    if (form <= 2) return SyntheticName.organisation(words, PREFIX_FORMS[random.nextInt(PREFIX_FORMS.length)], true);
    return SyntheticName.organisation(words, SUFFIX_FORMS[random.nextInt(SUFFIX_FORMS.length)], false);
  }

  String givenName() {
    return random.nextInt(3) == 0 ? GIVEN[random.nextInt(GIVEN.length)] : word(2 + random.nextInt(2));
  }

  String surname() {
    String stem = word(2 + random.nextInt(2));
    return random.nextInt(3) == 0 ? stem + SURNAME_ENDINGS[random.nextInt(SURNAME_ENDINGS.length)] : stem;
  }

  String word(int syllables) {
    StringBuilder w = new StringBuilder();
    for (int i = 0; i < syllables; i++) w.append(SYLLABLES[random.nextInt(SYLLABLES.length)]);
    w.setCharAt(0, Character.toUpperCase(w.charAt(0)));
    return w.toString();
  }
}
