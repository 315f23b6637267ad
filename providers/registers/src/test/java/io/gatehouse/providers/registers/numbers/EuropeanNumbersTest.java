package io.gatehouse.providers.registers.numbers;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Published numbers pass their register's check, and one changed digit fails it. */
class EuropeanNumbersTest {

  @Test
  void leis() {
    // GLEIF's own LEI
    assertEquals("506700GE1G29325QX363", EuropeanNumbers.lei("lei", "506700ge1g29325qx363"));
    refused(() -> EuropeanNumbers.lei("lei", "506700GE1G29325QX364"));
  }

  @Test
  void norwegianOrganisationNumbers() {
    // Brønnøysundregistrene itself
    assertEquals("974760673", EuropeanNumbers.norwegianOrgNumber("orgnr", "NO 974 760 673 MVA"));
    refused(() -> EuropeanNumbers.norwegianOrgNumber("orgnr", "974760674"));
  }

  @Test
  void sirens() {
    assertEquals("552081317", EuropeanNumbers.siren("siren", "552 081 317"));
    assertEquals("552081317", EuropeanNumbers.siren("siren", "55208131766522"));
    assertEquals("552081317", EuropeanNumbers.siren("siren", "FR03552081317"));
    refused(() -> EuropeanNumbers.siren("siren", "552081318"));
  }

  @Test
  void finnishBusinessIds() {
    assertEquals("0112038-9", EuropeanNumbers.finnishBusinessId("businessId", "0112038-9"));
    assertEquals("0112038-9", EuropeanNumbers.finnishBusinessId("businessId", "FI01120389"));
    refused(() -> EuropeanNumbers.finnishBusinessId("businessId", "0112038-8"));
  }

  @Test
  void czechIcos() {
    assertEquals("27074358", EuropeanNumbers.czechIco("ico", "CZ27074358"));
    assertEquals("00006947", EuropeanNumbers.czechIco("ico", "6947"));
    refused(() -> EuropeanNumbers.czechIco("ico", "27074359"));
  }

  @Test
  void polishNips() {
    assertEquals("5260250274", EuropeanNumbers.polishNip("nip", "PL 526-025-02-74"));
    refused(() -> EuropeanNumbers.polishNip("nip", "5260250275"));
  }

  @Test
  void ukCompanyNumbers() {
    assertEquals("00445790", EuropeanNumbers.ukCompanyNumber("company_number", "445790"));
    assertEquals("SC123456", EuropeanNumbers.ukCompanyNumber("company_number", "sc123456"));
    refused(() -> EuropeanNumbers.ukCompanyNumber("company_number", "ABC12345"));
  }

  private static void refused(Executable check) {
    assertEquals(Failure.BAD_ARGUMENT, assertThrows(ProviderException.class, check).failure());
  }
}
