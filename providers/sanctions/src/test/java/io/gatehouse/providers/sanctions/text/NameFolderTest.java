package io.gatehouse.providers.sanctions.text;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
    assertEquals(List.of("blue", "harbor", "shipping"), NameFolder.tokens("Blue Harbor Shipping LLC"));
    assertEquals(List.of("stroytekh", "engineering"), NameFolder.tokens("STROYTEKH ENGINEERING JSC"));
    assertEquals(List.of("ltd"), NameFolder.tokens("LTD"));
  }

  @Test
  void phoneticKeysJoinRomanisationVariants() {
    assertEquals(PhoneticKey.of("mohammed"), PhoneticKey.of("muhammad"));
    assertEquals(PhoneticKey.of("yusuf"), PhoneticKey.of("jusuf"));
    assertEquals(PhoneticKey.of("khalilov"), PhoneticKey.of("halilov"));
    assertEquals(PhoneticKey.of("volkov"), PhoneticKey.of("wolkow"));
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
