package io.gatehouse.providers.registers.numbers;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BelgianNumbersTest {

  @Test
  void enterpriseNumbersInEveryWrittenForm() {
    for (String written : new String[] {"0410.123.423", "0410123423", "BE0410123423", "be 0410 123 423", "410123423"}) {
      BelgianNumbers.Number number = BelgianNumbers.parse("number", written);
      assertEquals(BelgianNumbers.Kind.ENTERPRISE, number.kind(), written);
      assertEquals("0410.123.423", number.formatted(), written);
      assertEquals(410_123_423L, number.key());
    }
  }

  @Test
  void establishmentNumbersStartWithTwoToEight() {
    BelgianNumbers.Number number = BelgianNumbers.parse("number", "2.100.012.386");
    assertEquals(BelgianNumbers.Kind.ESTABLISHMENT, number.kind());
    assertEquals("2.100.012.386", number.formatted());
    assertEquals("2.100.012.386", BelgianNumbers.format(2_100_012_386L));
  }

  @Test
  void checkDigitsAreNinetySevenMinusTheBodyModNinetySeven() {
    assertTrue(BelgianNumbers.checkDigitsValid("0410123423"));
    assertFalse(BelgianNumbers.checkDigitsValid("0410123424"));
    ProviderException e = assertThrows(ProviderException.class, () -> BelgianNumbers.parse("number", "0410.123.424"));
    assertEquals(Failure.BAD_ARGUMENT, e.failure());
    assertTrue(e.getMessage().contains("mod-97"), e.getMessage());
  }

  @Test
  void branchIdsAndWrongLengthsAreRefused() {
    assertThrows(ProviderException.class, () -> BelgianNumbers.parse("number", "9.000.100.001"));
    assertThrows(ProviderException.class, () -> BelgianNumbers.parse("number", "04101234"));
    assertThrows(ProviderException.class, () -> BelgianNumbers.parse("number", "04101234231"));
    assertThrows(ProviderException.class, () -> BelgianNumbers.parse("number", "0410.l23.423"));
  }
}
