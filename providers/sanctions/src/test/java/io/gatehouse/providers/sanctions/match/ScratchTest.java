package io.gatehouse.providers.sanctions.match;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.EntryName;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.model.NameKind;
import io.gatehouse.providers.sanctions.model.SanctionsList;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** A thread's working arrays serve every index it screens: a list refresh must not make names vanish. */
class ScratchTest {

  @Test
  void aNewIndexWithMoreWordsFindsItsNamesOnAThreadThatScreenedAnother() throws Exception {
    // many names of few words, then (as after a refresh) few names of more words, on one thread
    List<ListEntry> same = new ArrayList<>();
    for (int i = 0; i < 20; i++) same.add(person("s" + i, "HASSAN, Ali"));
    Screener before = new Screener(index(same));
    Screener after = new Screener(index(List.of(person("w", "FITZGERALD, Zebulon Quartermaine Wolfgang"))));
    AtomicReference<List<Match>> found = new AtomicReference<>();
    Thread worker = new Thread(() -> {
      before.screen(query("Ali Hassan"));
      found.set(after.screen(query("Zebulon Wolfgang Fitzgerald")));
    });
    worker.start();
    worker.join();
    assertTrue(!found.get().isEmpty(), "the listed name was not found after screening another index");
  }

  private static Query query(String name) {
    return new Query(name, EntityType.UNKNOWN, null, null, 0.85, 10);
  }

  private static ScreeningIndex index(List<ListEntry> entries) {
    return ScreeningIndex.build(List.of(new SanctionsList(
      new ListInfo("ofac_sdn", "test", "ofac-csv", "1", null, "https://example.org", Instant.now(), entries.size()), entries)));
  }

  private static ListEntry person(String id, String name) {
    return new ListEntry(id, EntityType.PERSON, List.of("P"), List.of(new EntryName(name, NameKind.PRIMARY)), List.of(),
      List.of());
  }
}
