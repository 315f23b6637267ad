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
    "'FR 08 871.803-342', -, FR08871803342",
    "FR-08\u00A0871\u2013803\uFF13\uFF14\uFF12, -, FR08871803342",
    "'DE 380,841,483', -, DE380841483",
    "es x-1234567-l, -, ESX1234567L"
  })
  void normalises(String raw, String country, String expected) {
    assertEquals(expected, VatNormalizer.normalize(raw, country).full());
  }

  @Test
  void separatorsAStateDoesNotUseStayInTheNumber() {
    assertEquals(new VatNumber("AT", "U135,856,27"), VatNormalizer.normalize("ATU 135,856,27", null));
    assertEquals(new VatNumber("BE", "0281948217"), VatNormalizer.normalize("BE (0)281.948.217", null));
    assertEquals(new VatNumber("BE", "0281948(2)17"), VatNormalizer.normalize("BE 0281.948(2)17", null));
    // white space other than spaces is trimmed at the ends only
    assertEquals(new VatNumber("DE", "380841483"), VatNormalizer.normalize("\tDE 380841483\n", null));
    assertEquals(new VatNumber("DE", "3808\t41483"), VatNormalizer.normalize("DE 3808\t41483", null));
  }

  /** country_code, number as given, the country used and the national part read. */
  @ParameterizedTest(name = "{1} given as {0}")
  @CsvSource({
    // national parts that start with a letter are read for the given state
    "AT, U13585627, AT, U13585627",
    "ES, A58818501, ES, A58818501",
    "ES, X1234567L, ES, X1234567L",
    "CY, 10109281R, CY, 10109281R",
    "IE, 6433435F, IE, 6433435F",
    "NL, 004495445B01, NL, 004495445B01",
    // a French key that reads like another state's prefix stays the key
    "FR, DE472780246, FR, DE472780246",
    "FR, BE472780261, FR, BE472780261",
    "FR, FRDE472780246, FR, DE472780246",
    "FR, FRFR472780329, FR, FR472780329",
    // another state's prefix on a number valid there, and not for the given state
    "NL, BE0403170701, BE, 0403170701",
    "NL, BE 403.170.701, BE, 0403170701",
    "FR, ATU13585627, AT, U13585627",
    "FR, DE380841483, DE, 380841483",
    // valid for neither: the format it fits decides, the given state first
    "NL, BE0403170702, BE, 0403170702",
    "BE, DE380841484, DE, 380841484",
    "DE, NL12, DE, NL12"
  })
  void aPrefixOfAnotherStateIsUsedWhereTheNumberBelongsThere(String given, String raw, String used, String national) {
    assertEquals(new VatNumber(used, national), VatNormalizer.normalize(raw, given));
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
