package io.gatehouse.providers.sec;

import io.vertx.core.buffer.Buffer;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CompanyIndexTest {

  private static final CompanyIndex INDEX = CompanyIndex.parse(Buffer.buffer("""
    {"0":{"cik_str":789019,"ticker":"MSFT","title":"MICROSOFT CORP"},
     "1":{"cik_str":320193,"ticker":"AAPL","title":"Apple Inc."},
     "2":{"cik_str":1652044,"ticker":"GOOGL","title":"Alphabet Inc."},
     "3":{"cik_str":1652044,"ticker":"GOOG","title":"Alphabet Inc."},
     "4":{"cik_str":1067983,"ticker":"BRK-B","title":"BERKSHIRE HATHAWAY INC"},
     "5":{"cik_str":1418091,"ticker":"APLE","title":"Apple Hospitality REIT, Inc."},
     "6":{"cik_str":1000001,"ticker":"PINE","title":"Pineapple Holdings Corp"}}
    """));

  @Test
  void aTickerFindsItsCompanyWhateverTheCase() {
    List<CompanyIndex.Company> found = INDEX.find("aapl", 10);
    assertEquals(320193, found.get(0).cik());
    assertEquals("0000320193", found.get(0).toJson().getString("cik_padded"));
  }

  @Test
  void aShareClassMayBeWrittenWithADot() {
    assertEquals("BRK-B", INDEX.find("BRK.B", 10).get(0).ticker());
  }

  @Test
  void aCikFindsItsCompanyWithOrWithoutLeadingZeros() {
    assertEquals("MSFT", INDEX.find("0000789019", 10).get(0).ticker());
    assertEquals("MSFT", INDEX.find("789019", 10).get(0).ticker());
  }

  @Test
  void nameMatchesRankNamesStartingWithTheWordsFirst() {
    List<CompanyIndex.Company> found = INDEX.find("apple", 10);
    assertEquals(List.of(320193L, 1418091L, 1000001L), found.stream().map(CompanyIndex.Company::cik).toList());
  }

  @Test
  void aFilerWithSeveralTickersAppearsOnceUnderItsFirstTicker() {
    List<CompanyIndex.Company> found = INDEX.find("alphabet", 10);
    assertEquals(1, found.size());
    assertEquals("GOOGL", found.get(0).ticker());
  }

  @Test
  void theLimitCapsTheMatchesAndUnknownQueriesFindNothing() {
    assertEquals(1, INDEX.find("apple", 1).size());
    assertTrue(INDEX.find("no such company", 10).isEmpty());
  }
}
