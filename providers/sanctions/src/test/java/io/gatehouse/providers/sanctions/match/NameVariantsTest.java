package io.gatehouse.providers.sanctions.match;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.EntryName;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.model.NameKind;
import io.gatehouse.providers.sanctions.model.SanctionsList;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How callers write listed names: initials, titles, comma order, legal forms, romanisations. */
class NameVariantsTest {

  private static final Screener SCREENER = new Screener(ScreeningIndex.build(List.of(new SanctionsList(
    new ListInfo("ofac_sdn", "test", "ofac-csv", "1", null, "https://example.org", Instant.now(), 14), List.of(
    person("1", "MUGABE, Robert Gabriel"),
    person("2", "KHOROSHEV, Dmitriy Yurevich"),
    person("3", "KING, Mark"),
    person("4", "Artyom Yevgenyevich Zhukov"),
    organisation("5", "GENERAL TRADING COMPANY LLC"),
    organisation("6", "OOO Stroytekh Engineering"),
    person("7", "FAZLI, Ali"),
    person("8", "NOOR MUHAMMAD, Abdul Majeed"),
    person("9", "AL-MUJIL, Abd Al Hamid Sulaiman Muhammed"),
    person("10", "ABDULHAMID, Omar"),
    person("11", "AL-OLABI, Adel Anwar"),
    person("12", "AL-TIKRITI, Jamal Mustafa Abdallah Sultan"),
    person("13", "AL-RIMI, Qasim"),
    person("14", "KAMAL, Ahmad Hassan"))))));

  @Test
  void initialsStandForGivenNames() {
    for (String name : List.of("R. G. Mugabe", "R G Mugabe", "Robert G. Mugabe", "Mugabe, R. G.", "R. Mugabe")) {
      assertFound("1", name);
    }
    // an initial the list does not have, or one of another name, costs little
    assertFound("1", "Robert X. Mugabe");
    assertFound("1", "Robert Gabriel K. Mugabe");
    Match initial = top("R. G. Mugabe");
    assertTrue(initial.score() < top("Robert Gabriel Mugabe").score(), "an initial counts less than the name");
    assertTrue(initial.explanation().getJsonArray("tokens").encode().contains("\"how\":\"initial\""));
    // initials alone name nobody
    assertTrue(SCREENER.screen(new Query("R. G.", EntityType.UNKNOWN, null, null, 0.5, 5)).isEmpty());
  }

  @Test
  void titlesOfPersonsAreIgnored() {
    for (String name : List.of("President Robert Mugabe", "Pres. Robert Gabriel Mugabe", "Dr. Robert Mugabe",
      "Gen. Robert Gabriel Mugabe", "Robert Gabriel Mugabe, President", "Sheikh Dmitriy Khoroshev")) {
      assertFound(name.contains("Khoroshev") ? "2" : "1", name);
    }
    // a surname that is also a title is still a surname; a title word in a company name is still a word
    assertFound("3", "Mark King");
    assertFound("5", "General Trading Company");
  }

  @Test
  void commaOrderAndLegalFormsDoNotMatter() {
    assertEquals(1.0, top("Mugabe, Robert Gabriel").score());
    assertEquals(1.0, top("Robert Gabriel Mugabe").score());
    assertEquals(1.0, top("Stroytekh Engineering Limited Liability Company").score());
    assertEquals(1.0, top("Stroytekh Engineering L.L.C.").score());
    assertFound("6", "Stroitekh Engineering JSC");
  }

  @Test
  void romanisationVariantsMatch() {
    for (String name : List.of("Dmitry Khoroshev", "Dmitri Horoshev", "Dmitrii Yuryevich Khoroshev", "Дмитрий Хорошев",
      "Artem Zhukov", "Artiom Jukov", "Zhukov, Artem Evgenyevich", "Артём Евгеньевич Жуков")) {
      assertFound(name.contains("oroshev") || name.contains("Хорошев") ? "2" : "4", name);
    }
    Match variant = top("Artem Zhukov");
    assertTrue(variant.explanation().getJsonArray("tokens").encode().contains("\"how\":\"romanisation\""),
      variant.explanation().encode());
  }

  @Test
  void arabicNamesInAnotherEnglishSpellingMatch() {
    // dh or z (ض), a letter doubled; oo or u, and "Abdool" not cut into the particle "abd" and "ool"
    assertFound("7", "Alli Fadhli");
    assertFound("8", "Abdool Majeed Noor Moohammad");
    // Abd, its article and the name in one word, though another listed name has that word ("ABDULHAMID")
    assertFound("9", "AbdulHamid Sulaiman Muhammed al Mujil");
    // the article as al, el or ul
    assertFound("11", "Adel Anwar ul-Olabi");
    // ق written g, as Gulf, Egyptian and Libyan speakers say it; but g for k is another name (Gamal, Kamal)
    assertFound("13", "Gasim al Rimi");
    assertTrue(SCREENER.screen(new Query("Ahmad Hassan Gamal", EntityType.UNKNOWN, null, null, 0.85, 5)).isEmpty());
    // a given name after the comma that is also a title (Sultan) is the name
    assertEquals(1.0, top("Jamal Mustafa Abdallah Sultan al-Tikriti").score());
  }

  @Test
  void namesSharingOneWordWithAListedNameAreNotMatched() {
    for (String name : List.of("Robert Smith", "Grace Mugabe", "Mark Kingston", "Dmitriy Petrov", "Trading Partners LLC",
      "Dr. Mark Smith", "Stroytech Consulting")) {
      List<Match> found = SCREENER.screen(new Query(name, EntityType.UNKNOWN, null, null, 0.85, 5));
      assertTrue(found.isEmpty(), name + " matched " + (found.isEmpty() ? "" : found.get(0).toJson().encode()));
    }
  }

  private static void assertFound(String id, String name) {
    List<Match> found = SCREENER.screen(new Query(name, EntityType.UNKNOWN, null, null, 0.85, 5));
    assertTrue(!found.isEmpty() && found.get(0).entry().id().equals(id),
      name + " -> " + (found.isEmpty() ? "nothing" : found.get(0).toJson().encode()));
  }

  private static Match top(String name) {
    List<Match> found = SCREENER.screen(new Query(name, EntityType.UNKNOWN, null, null, 0.5, 5));
    assertTrue(!found.isEmpty(), "no match for " + name);
    return found.get(0);
  }

  private static ListEntry person(String id, String name) {
    return new ListEntry(id, EntityType.PERSON, List.of("P"), List.of(new EntryName(name, NameKind.PRIMARY)), List.of(),
      List.of());
  }

  private static ListEntry organisation(String id, String name) {
    return new ListEntry(id, EntityType.ORGANISATION, List.of("P"), List.of(new EntryName(name, NameKind.PRIMARY)),
      List.of(), List.of());
  }
}
