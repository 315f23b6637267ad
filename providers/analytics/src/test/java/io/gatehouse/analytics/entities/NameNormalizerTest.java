package io.gatehouse.analytics.entities;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class NameNormalizerTest {

  @Test
  void legalFormsAccentsAndPunctuation() {
    NormalizedName n = NameNormalizer.normalize("Société Générale de Fonderie S.A.");
    assertEquals("societe generale de fonderie", n.key());
    assertEquals(List.of("sa"), n.legalForms());
    assertEquals("kestrel and sons holdings", NameNormalizer.normalize("Kestrel & Sons Holdings, LLC").key());
    assertEquals("velmont paper", NameNormalizer.normalize("The Velmont Paper Company").key());
    assertEquals("noordzee logistiek", NameNormalizer.normalize("Noordzee Logistiek Besloten Vennootschap").key());
  }

  @Test
  void leadingFormsAndAbbreviations() {
    NormalizedName n = NameNormalizer.normalize("OOO Severny Trubny Zavod");
    assertEquals("severny trubny zavod", n.key());
    assertEquals(List.of("ooo"), n.legalForms());
    assertEquals("oakridge international manufacturing", NameNormalizer.normalize("Oakridge Intl. Mfg. Corp").key());
  }

  @Test
  void aNameThatIsOnlyALegalFormKeepsIt() {
    assertEquals("co", NameNormalizer.normalize("Company").key());
  }
}
