package io.gatehouse.providers.sanctions.match;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.EntryName;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.model.NameKind;
import io.gatehouse.providers.sanctions.model.SanctionsList;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Names written in Arabic script find the lists' English spellings of them, and only those. */
class ArabicScriptTest {

  private static final Screener SCREENER = new Screener(ScreeningIndex.build(List.of(new SanctionsList(
    new ListInfo("ofac_sdn", "test", "ofac-csv", "1", null, "https://example.org", Instant.now(), 13), List.of(
      person("1", "AL-HOUTHI, Abd al-Khaliq"),
      person("2", "HASSAN, Karim"),
      person("3", "IBRAHIM MOHAMED KHALIL"),
      person("4", "AL-HUSSEINI, Omar"),
      person("5", "GASMI, Salah"),
      person("6", "AKHRAS, Safwan"),
      person("7", "SAEDI, Nader"),
      person("8", "HIDAYATULLAH"),
      person("9", "NOORUDDIN TURABI MUHAMMAD QASIM"),
      person("10", "MALIK MUHAMMAD ISHAQ"),
      person("11", "TAHA MUHYI-AL-DIN MA'RUF"),
      person("12", "AL-MAURITANI, Yunis"),
      person("13", "AKBAR, Umar"))))));

  @Test
  void anArabicScriptNameFindsItsEnglishSpellingHoweverTheWordsAreCut() {
    Match houthi = top("عبدالخالق الحوثي");
    assertEquals("1", houthi.entry().id());
    assertTrue(houthi.score() >= 0.85, houthi.explanation().encodePrettily());
    assertTrue(houthi.explanation().getJsonArray("features").getJsonObject(0).getString("detail")
      .contains("written in Arabic script"), houthi.explanation().encodePrettily());
    Match khalil = top("ابراهيم محمد خليل");
    assertEquals("3", khalil.entry().id());
    JsonObject pair = khalil.explanation().getJsonArray("tokens").getJsonObject(0);
    assertEquals("consonants", pair.getString("how"), khalil.explanation().encodePrettily());
  }

  @Test
  void aMachineRomanisationLetterForLetterIsReadAsTheScript() {
    // ICU's Any-Latin; Latin-ASCII of ابراهيم محمد خليل and عبدالخالق الحوثي
    assertEquals("3", top("abrahym mhmd khlyl").entry().id());
    assertEquals("1", top("ʿbdalkhalq alhwthy").entry().id());
    // every word keeps an a: صالح قاسمي
    assertEquals("5", top("salh qasmy").entry().id());
    // ʿmr is عمر (Omar), not the title Mr
    assertEquals("4", top("ʿmr alhsyny").entry().id());
  }

  @Test
  void wordsTheScriptWritesAsOneOrTwoAreRead() {
    // الله and الدين written apart or joined, and the name of one word they make: Hidayatullah, Nooruddin
    assertEquals("8", top("هدايت الله").entry().id());
    assertEquals("8", top("hdayt allh").entry().id());
    assertEquals("9", top("نورالدین ترابی محمد قاسم").entry().id());
    // a folded "sh" that is س and ح (اسحاق, Ishaq), not the particle "as" before "haq"; طه is Taha
    assertEquals("10", top("malk mhmd ashaq").entry().id());
    assertEquals("11", top("طه محي الدين معروف").entry().id());
  }

  @Test
  void theScriptsTitlesAreTitles() {
    // شيخ (Sheikh) before the name, written in the script or romanised by a machine
    assertEquals("12", top("شيخ يونس الموريتاني").entry().id());
    assertEquals("12", top("shykh ywns almwrytany").entry().id());
  }

  @Test
  void aLatinNameWithoutEIOrUIsStillComparedAsLatin() {
    // it may be a machine romanisation, but a typo the script's spellings cannot explain is still found
    assertTrue(QueryTokens.mayBeRomanised("Safwan Akhars", List.of("safwan", "akhars")));
    assertEquals("6", top("Safwan Akhars").entry().id());
    assertTrue(!QueryTokens.mayBeRomanised("Nader Saedi", List.of("nader", "saedi")));
    // nor is a Latin name without e, i, o or u but with nothing of the script read as the script:
    // its spellings are loose enough to find Umar Akbar in Mark Bart
    assertTrue(!QueryTokens.mayBeRomanised("Mark Bart", List.of("mark", "bart")));
    List<Match> matches = SCREENER.screen(new Query("Mark Bart", EntityType.UNKNOWN, null, null, 0.85, 10));
    assertTrue(matches.stream().noneMatch(m -> m.entry().id().equals("13")), matches.toString());
  }

  @Test
  void aRomanisedNameEndsWhereTheScriptEndsIt() {
    // سيد (ICU: "syd") ends in its d: Saedi (سعيدي) ends in a written ي
    List<Match> matches = SCREENER.screen(new Query("nadr alsyd", EntityType.UNKNOWN, null, null, 0.85, 10));
    assertTrue(matches.stream().noneMatch(m -> m.entry().id().equals("7")), matches.toString());
  }

  @Test
  void longVowelsTheScriptWritesMustBeThere() {
    // كريم الحسيني is Karim al-Husseini: Hassan has the consonants of Husseini but not its ي
    List<Match> matches = SCREENER.screen(new Query("كريم الحسيني", EntityType.UNKNOWN, null, null, 0.85, 10));
    assertTrue(matches.stream().noneMatch(m -> m.entry().id().equals("2")), matches.toString());
    // and عمر is Omar, not the title Mr
    assertEquals("4", top("عمر الحسيني").entry().id());
  }

  private static Match top(String name) {
    List<Match> matches = SCREENER.screen(new Query(name, EntityType.UNKNOWN, null, null, 0.85, 10));
    assertTrue(!matches.isEmpty(), name + " found nothing");
    return matches.get(0);
  }

  private static ListEntry person(String id, String name) {
    return new ListEntry(id, EntityType.PERSON, List.of("SDGT"), List.of(new EntryName(name, NameKind.PRIMARY)), List.of(),
      List.of());
  }
}
