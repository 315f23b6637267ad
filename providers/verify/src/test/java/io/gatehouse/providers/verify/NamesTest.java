package io.gatehouse.providers.verify;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NamesTest {

  @Test
  void legalFormsCaseAccentsAndPunctuationDoNotCount() {
    assertTrue(Names.similar("Acme Trading B.V.", "ACME TRADING"));
    assertTrue(Names.similar("Café Réunion SPRL", "cafe reunion"));
    assertTrue(Names.similar("Acme Trading NV", "Trading Acme"));
    assertTrue(Names.similar("Acme Tradng", "ACME TRADING"), "a typo in a long word");
    assertFalse(Names.similar("Bakkerij Jansen", "Acme Trading"));
    assertFalse(Names.similar("Acme Trading Europe Holding", "Trading Company"));
  }

  @Test
  void legalFormsOfEveryCountryDoNotCount() {
    assertTrue(Names.similar("Próbna sp. z o.o.", "PRÓBNA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ"));
    assertTrue(Names.similar("Koetehdas Oy", "KOETEHDAS OYJ"));
    assertTrue(Names.similar("Zkušební výroba, s.r.o.", "Zkušební výroba spol. s r.o."));
    assertTrue(Names.similar("Zkušební výroba a.s.", "ZKUSEBNI VYROBA"));
    assertTrue(Names.similar("Dansk Prøve A/S", "DANSK PROVE ApS"));
    assertTrue(Names.similar("Prøvebedrift Nord AS", "Provebedrift Nord ASA"));
    assertTrue(Names.similar("Trial Widgets Limited", "TRIAL WIDGETS PLC"));
    assertTrue(Names.similar("Testco Industries SAS", "TESTCO INDUSTRIES SARL"));
    assertTrue(Names.similar("Testfabriken Ab", "Testfabriken Aktiebolag"));
    assertFalse(Names.similar("Testco Holding SAS", "TESTCO SAS"));
    assertFalse(Names.similar("Próbna Wykreślona sp. z o.o.", "Próbna sp. z o.o."));
  }

  @Test
  void aDistinctiveWordTheOtherNameLacksIsAnotherCompany() {
    // sibling companies share words, not names
    assertFalse(Names.similar("Peeters Holding", "Jan Peeters NV"));
    assertFalse(Names.similar("Acme Belgium NV", "Acme Nederland BV"));
    assertFalse(Names.similar("Acme Belgium NV", "Acme"));
    assertFalse(Names.similar("Bouwbedrijf Janssens Bouw", "Bouwbedrijf Janssens"));
    assertFalse(Names.similar("Vandamme Invest", "Vandamme"));
  }
}
