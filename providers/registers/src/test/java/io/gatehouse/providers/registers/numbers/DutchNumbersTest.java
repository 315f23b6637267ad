package io.gatehouse.providers.registers.numbers;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DutchNumbersTest {

  @Test
  void kvkNumbersAreEightDigitsWithSeparatorsAllowed() {
    assertEquals("68750110", DutchNumbers.kvkNumber("kvkNummer", "6875 0110"));
    assertEquals("68750110", DutchNumbers.kvkNumber("kvkNummer", "68.75.01.10"));
    assertBad("kvkNummer", () -> DutchNumbers.kvkNumber("kvkNummer", "6875011"));
    assertBad("kvkNummer", () -> DutchNumbers.kvkNumber("kvkNummer", "687501100"));
    assertBad("kvkNummer", () -> DutchNumbers.kvkNumber("kvkNummer", "6875011A"));
  }

  @Test
  void rsinPassesTheElevenTest() {
    // 8*9+1*8+0*7+0*6+0*5+0*4+0*3+0*2 = 80, 80 mod 11 = 3: last digit 3
    assertEquals("810000003", DutchNumbers.rsin("rsin", "810000003"));
    assertTrue(DutchNumbers.elevenTest("123456782"));
    assertFalse(DutchNumbers.elevenTest("123456789"));
    ProviderException e = assertBad("rsin", () -> DutchNumbers.rsin("rsin", "123456789"));
    assertTrue(e.getMessage().contains("11-test"), e.getMessage());
    assertBad("rsin", () -> DutchNumbers.rsin("rsin", "12345678"));
  }

  @Test
  void establishmentNumbersAreTwelveDigits() {
    assertEquals("000012345678", DutchNumbers.vestigingsnummer("vestigingsnummer", "0000 1234 5678"));
    assertBad("vestigingsnummer", () -> DutchNumbers.vestigingsnummer("vestigingsnummer", "12345678901"));
    assertBad("vestigingsnummer", () -> DutchNumbers.vestigingsnummer("vestigingsnummer", null));
  }

  private static ProviderException assertBad(String field, Runnable call) {
    ProviderException e = assertThrows(ProviderException.class, call::run);
    assertEquals(Failure.BAD_ARGUMENT, e.failure());
    assertEquals(field, e.details().getString("field"));
    return e;
  }
}
