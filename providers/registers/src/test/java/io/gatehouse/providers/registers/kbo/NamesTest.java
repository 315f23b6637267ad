package io.gatehouse.providers.registers.kbo;

import io.gatehouse.providers.registers.kbo.data.Names;
import io.gatehouse.providers.registers.kbo.data.Trigrams;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NamesTest {

  @Test
  void caseAccentsPunctuationAndLegalFormsGo() {
    assertEquals("cremerie elegance", Names.normalize("Crèmerie Élégance VZW"));
    assertEquals("janssens", Names.normalize("Janssens B.V.B.A."));
    assertEquals("generale chocolaterie", Names.normalize("Société Générale Chocolaterie S.A."));
    assertEquals("nv", Names.normalize("N.V."), "a name made only of legal-form words is kept");
  }

  @Test
  void scoresRankExactAbovePartialAboveMisspelt() {
    int[] query = Trigrams.of(Names.normalize("Gouden Ketel"));
    double exact = Trigrams.score(query, Trigrams.of(Names.normalize("gouden ketel")));
    double partial = Trigrams.score(query, Trigrams.of(Names.normalize("Brouwerij De Gouden Ketel")));
    double misspelt = Trigrams.score(query, Trigrams.of(Names.normalize("Goude Ketl")));
    assertEquals(1.0, exact, 1e-9);
    assertTrue(partial < exact && partial > misspelt, partial + " " + misspelt);
    assertTrue(Trigrams.matches(query, Trigrams.of(Names.normalize("Goude Ketl"))));
    assertFalse(Trigrams.matches(query, Trigrams.of(Names.normalize("Fietsen Peeters"))));
  }
}
