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
  void aDistinctiveWordTheOtherNameLacksIsAnotherCompany() {
    // sibling companies share words, not names
    assertFalse(Names.similar("Peeters Holding", "Jan Peeters NV"));
    assertFalse(Names.similar("Acme Belgium NV", "Acme Nederland BV"));
    assertFalse(Names.similar("Acme Belgium NV", "Acme"));
    assertFalse(Names.similar("Bouwbedrijf Janssens Bouw", "Bouwbedrijf Janssens"));
    assertFalse(Names.similar("Vandamme Invest", "Vandamme"));
  }
}
