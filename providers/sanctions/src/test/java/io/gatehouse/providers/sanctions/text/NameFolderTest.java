package io.gatehouse.providers.sanctions.text;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class NameFolderTest {

  @Test
  void foldsCaseAccentsScriptsAndPunctuation() {
    assertEquals("jurgen gross", NameFolder.fold("Jürgen GROß"));
    assertEquals("islami buyuk dogu", NameFolder.fold("İslami Büyük Doğu"));
    assertEquals("viktor aleksandrovich petrenko", NameFolder.fold("Виктор Александрович Петренко"));
    assertEquals("obrien al hassan", NameFolder.fold("O'Brien, al-Hassan"));
    assertEquals("societe generale dexportation", NameFolder.fold("Société Générale d’Exportation"));
  }

  @Test
  void dropsLegalFormsUnlessNothingElseIsLeft() {
    assertEquals(List.of("blue", "harbor", "shipping"), tokens("Blue Harbor Shipping LLC"));
    assertEquals(List.of("stroytekh", "engineering"), tokens("STROYTEKH ENGINEERING JSC"));
    assertEquals(List.of("ltd"), tokens("LTD"));
  }

  @Test
  void legalFormsAreDroppedSpelledOutDottedOrInCyrillic() {
    List<String> acme = List.of("acme", "trading");
    assertEquals(acme, tokens("OOO Acme Trading"));
    assertEquals(acme, tokens("ООО «Acme Trading»"));
    assertEquals(acme, tokens("Acme Trading L.L.C."));
    assertEquals(acme, tokens("Acme Trading S.A.R.L."));
    assertEquals(acme, tokens("Acme Trading Co., Ltd."));
    assertEquals(acme, tokens("Acme Trading Limited Liability Company"));
    assertEquals(acme, tokens("Open Joint Stock Company Acme Trading"));
    assertEquals(List.of("russian", "helicopters"), tokens("RUSSIAN HELICOPTERS JOINT STOCK COMPANY"));
    // initials are written with spaces; they are no legal form even when their letters spell one
    assertEquals(List.of("smith", "a", "o"), tokens("SMITH, A. O."));
  }

  @Test
  void titlesLeadingOrTrailingAPersonsNameAreMarked() {
    assertEquals(List.of("robert", "mugabe"), NameFolder.tokens("President Robert Mugabe").withoutTitles());
    assertEquals(List.of("robert", "mugabe"), NameFolder.tokens("Pres. Dr. Robert Mugabe").withoutTitles());
    assertEquals(List.of("mugabe", "robert"), NameFolder.tokens("MUGABE, Gen. Robert").withoutTitles());
    assertEquals(List.of("omar", "abdul"), NameFolder.tokens("Omar Abdul, Mullah").withoutTitles());
    assertEquals(List.of("mugabe"), NameFolder.tokens("President Mugabe").withoutTitles());
    // a surname that is also a title stays: it trails only one other name, or stands before the comma
    assertEquals(List.of("mark", "king"), NameFolder.tokens("Mark King").withoutTitles());
    assertEquals(List.of("king", "mark"), NameFolder.tokens("KING, Mark").withoutTitles());
    // titles are marked, not dropped: an organisation keeps them
    assertEquals(List.of("general", "trading"), tokens("General Trading LLC"));
    assertEquals(List.of(true, false), NameFolder.tokens("General Trading LLC").titles());
  }

  @Test
  void romanisationKeysJoinSpellingsOfOneName() {
    assertSameKey("dmitriy", "dmitry", "dmitri", "dmitrii");
    assertSameKey("yevgeny", "evgeny", "evgenii", "yevgeniy");
    assertSameKey("artyom", "artem", "artiom");
    assertSameKey("yuri", "yury", "iurii", "yuriy", "jurij");
    assertSameKey("aleksandr", "alexander", "alexandr");
    assertSameKey("sergey", "sergei", "sergej");
    assertSameKey("mohammed", "muhammad", "mohammad", "mohamed", "muhammed");
    assertSameKey("khalilov", "halilov");
    assertSameKey("zhukov", "jukov", "dzhukov");
    assertSameKey("tsoi", "tzoi");
    assertSameKey("yusuf", "iusuf", "yousef", "youssef");
    assertSameKey("ilya", "ilia");
    assertSameKey("pyotr", "petr", "piotr");
    assertSameKey("smirnov", "smirnoff");
    assertNotEquals(RomanisationKey.of("ivanov"), RomanisationKey.of("ivanova"));
    assertNotEquals(RomanisationKey.of("omar"), RomanisationKey.of("amir"));
  }

  @Test
  void phoneticKeysJoinRomanisationVariants() {
    assertEquals(PhoneticKey.of("mohammed"), PhoneticKey.of("muhammad"));
    assertEquals(PhoneticKey.of("yusuf"), PhoneticKey.of("jusuf"));
    assertEquals(PhoneticKey.of("khalilov"), PhoneticKey.of("halilov"));
    assertEquals(PhoneticKey.of("volkov"), PhoneticKey.of("wolkow"));
  }

  private static List<String> tokens(String name) {
    return NameFolder.tokens(name).tokens();
  }

  private static void assertSameKey(String... spellings) {
    for (String spelling : spellings) {
      assertEquals(RomanisationKey.of(spellings[0]), RomanisationKey.of(spelling), spelling + " vs " + spellings[0]);
    }
  }

  @Test
  void countriesByCodeOrName() {
    assertEquals("RU", Countries.toIso2("Russia"));
    assertEquals("RU", Countries.toIso2("RUSSIAN FEDERATION"));
    assertEquals("CD", Countries.toIso2("Democratic Republic of the Congo"));
    assertEquals("GB", Countries.toIso2("uk"));
    assertEquals("AE", Countries.toIso2("United Arab Emirates"));
    assertNull(Countries.toIso2("UNKNOWN"));
  }
}
