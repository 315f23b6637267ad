package io.gatehouse.providers.vat;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class VatNormalizerTest {

  @ParameterizedTest(name = "{0} / {1}")
  @CsvSource(nullValues = "-", value = {
    "de 380 841 483, -, DE380841483",
    "DE-380.841.483, -, DE380841483",
    "380841483, de, DE380841483",
    "DE380841483, DE, DE380841483",
    "GR 012220294, -, EL012220294",
    "el012220294, -, EL012220294",
    "012220294, GR, EL012220294",
    "GR012220294, el, EL012220294",
    "12220294, EL, EL012220294",
    "XI 145 4409 19, -, XI145440919",
    "145440919, xi, XI145440919",
    "BE 281.948.217, -, BE0281948217",
    "BE (0)281.948.217, -, BE0281948217",
    "nl 2527601.89 b01, -, NL252760189B01",
    "NL4495445B01, -, NL004495445B01",
    "ATU 526 018 12, -, ATU52601812",
    "'FR: 08 871/803/342', -, FR08871803342",
    "es x-1234567-l, -, ESX1234567L"
  })
  void normalises(String raw, String country, String expected) {
    assertEquals(expected, VatNormalizer.normalize(raw, country).full());
  }

  @Test
  void aPrefixOfAnotherStateStaysPartOfTheNumber() {
    // then fails the given state's format rather than being checked silently as another state's
    assertEquals(new VatNumber("FR", "DE380841483"), VatNormalizer.normalize("DE380841483", "FR"));
  }

  @Test
  void refusesNumbersVIESDoesNotCover() {
    ProviderException gb = assertThrows(ProviderException.class, () -> VatNormalizer.normalize("GB145440919", null));
    assertEquals(Failure.BAD_ARGUMENT, gb.failure());
    assertEquals("vat_number", gb.details().getString("field"));

    ProviderException us = assertThrows(ProviderException.class, () -> VatNormalizer.normalize("123", "US"));
    assertEquals("country_code", us.details().getString("field"));
  }

  @Test
  void asksForACountryWhenThereIsNoPrefix() {
    ProviderException e = assertThrows(ProviderException.class, () -> VatNormalizer.normalize("380841483", null));
    assertEquals(Failure.BAD_ARGUMENT, e.failure());
  }
}
