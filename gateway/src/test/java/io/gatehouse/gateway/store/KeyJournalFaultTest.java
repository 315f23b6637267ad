package io.gatehouse.gateway.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.gatehouse.gateway.auth.ApiKeys;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing acknowledged is lost from the embedded journal: damage to any one record of a 50-key
 * journal either stops the open with a message naming the file and the offset, or leaves the 49
 * other keys working; repair then keeps every other key and quarantines the damaged bytes.
 */
@ExtendWith(VertxExtension.class)
class KeyJournalFaultTest {

  private static final int KEYS = 50;

  @TempDir
  Path dir;

  /** Ways a line of the journal gets damaged, each given the file's lines and the line to damage. */
  private static final Map<String, BiFunction<List<byte[]>, Integer, byte[]>> DAMAGE = Map.of(
    "a flipped bit", (lines, i) -> {
      byte[] line = lines.get(i).clone();
      int at = line.length / 2;
      line[at] = (byte) (line[at] ^ (line[at] == 0x0B ? 0x02 : 0x01));
      return line;
    },
    "garbage", (lines, i) -> "garbage\n".getBytes(StandardCharsets.US_ASCII),
    "a line cut in half", (lines, i) -> {
      byte[] line = lines.get(i);
      byte[] half = Arrays.copyOf(line, line.length / 2 + 1);
      half[half.length - 1] = '\n';
      return half;
    },
    "a lost newline", (lines, i) -> Arrays.copyOf(lines.get(i), lines.get(i).length - 1),
    "an overwritten newline", (lines, i) -> {
      byte[] line = lines.get(i).clone();
      line[line.length - 1] = 'X';
      return line;
    },
    "zeros", (lines, i) -> {
      byte[] zeros = new byte[lines.get(i).length];
      zeros[zeros.length - 1] = '\n';
      return zeros;
    });

  @Test
  void anyOneDamagedRecordStopsTheOpenOrLeavesEveryOtherKeyAndRepairKeepsThemAll(Vertx vertx) throws Exception {
    List<String> keys = issue(vertx, dir.resolve("pristine"), KEYS);
    List<byte[]> lines = lines(Files.readAllBytes(dir.resolve("pristine").resolve("keys.journal")));
    assertEquals(KEYS, lines.size());
    int refused = 0;
    for (Map.Entry<String, BiFunction<List<byte[]>, Integer, byte[]>> damage : DAMAGE.entrySet()) {
      for (int i = 0; i < KEYS; i++) {
        String label = damage.getKey() + " in record " + (i + 1);
        Path folder = dir.resolve(damage.getKey().replace(' ', '-') + "-" + i);
        Files.createDirectories(folder);
        Path journal = folder.resolve("keys.journal");
        Files.write(journal, join(lines, i, damage.getValue().apply(lines, i)));
        Future<KeyStore> open = KeyStore.embedded(vertx, folder);
        KeyStore opened = open.otherwiseEmpty().await();
        if (opened != null) {
          assertOthersFound(opened, keys, i, label);
          opened.close().await();
          continue;
        }
        refused++;
        String message = open.cause().getMessage();
        assertTrue(message.contains(journal.toAbsolutePath().toString()), label + ": " + message);
        Matcher at = Pattern.compile("offset (\\d+)").matcher(message);
        assertTrue(at.find(), label + ": " + message);
        long reported = Long.parseLong(at.group(1));
        assertTrue(reported >= offset(lines, i) && reported < offset(lines, i + 1), label + ": " + message);

        JsonObject repaired = KeyStore.repairEmbedded(folder);
        assertEquals("repaired", repaired.getString("status"), label + ": " + repaired.encode());
        KeyStore store = KeyStore.embedded(vertx, folder).await();
        assertOthersFound(store, keys, i, label);
        store.close().await();
        assertTrue(Files.readString(folder.resolve("keys.quarantine"), StandardCharsets.ISO_8859_1)
          .contains("offset " + reported), label);
      }
    }
    // damage to a record refuses the open wherever it is; a lost newline alone damages no record
    assertEquals((DAMAGE.size() - 1) * KEYS, refused);
  }

  @Test
  void damageIsReportedByVerifyAndNothingChangesUntilRepair(Vertx vertx) throws Exception {
    List<String> keys = issue(vertx, dir, KEYS);
    Path journal = dir.resolve("keys.journal");
    List<byte[]> lines = lines(Files.readAllBytes(journal));
    byte[] damaged = join(lines, 25, "garbage\n".getBytes(StandardCharsets.US_ASCII));
    Files.write(journal, damaged);

    JsonObject report = KeyStore.verifyEmbedded(dir);
    assertEquals("damaged", report.getString("status"));
    assertEquals(KEYS - 1, report.getInteger("records"));
    assertEquals(offset(lines, 25), report.getJsonArray("damaged").getJsonObject(0).getLong("offset"));
    assertNull(KeyStore.embedded(vertx, dir).otherwiseEmpty().await(), "the open is refused");
    assertArrayEquals(damaged, Files.readAllBytes(journal), "a refused open changes nothing");

    KeyStore.repairEmbedded(dir);
    assertEquals("ok", KeyStore.verifyEmbedded(dir).getString("status"));
    KeyStore store = KeyStore.embedded(vertx, dir).await();
    assertOthersFound(store, keys, 25, "after repair");
    store.insert(record(ApiKeys.generate("lv_live_"))).await();
    store.close().await();
  }

  @Test
  void anIncompleteFinalRecordIsCutKeptInQuarantineAndAppendsGoOn(Vertx vertx) throws Exception {
    List<String> keys = issue(vertx, dir, 3);
    Path journal = dir.resolve("keys.journal");
    byte[] whole = Files.readAllBytes(journal);
    List<byte[]> lines = lines(whole);
    byte[] last = lines.get(2);
    byte[] cut = Arrays.copyOf(whole, whole.length - last.length / 2);
    Files.write(journal, cut);

    KeyStore store = KeyStore.embedded(vertx, dir).await();
    assertNotNull(store.findByHash(ApiKeys.hash(keys.get(0))).await());
    assertNotNull(store.findByHash(ApiKeys.hash(keys.get(1))).await());
    String added = ApiKeys.generate("lv_live_");
    store.insert(record(added)).await();
    store.close().await();

    String quarantined = Files.readString(dir.resolve("keys.quarantine"), StandardCharsets.ISO_8859_1);
    assertTrue(quarantined.contains("incomplete final record"), quarantined);
    assertTrue(quarantined.contains(new String(cut, whole.length - last.length, cut.length - (whole.length
      - last.length), StandardCharsets.ISO_8859_1)), "the cut bytes are kept");
    KeyStore reopened = KeyStore.embedded(vertx, dir).await();
    assertNotNull(reopened.findByHash(ApiKeys.hash(added)).await());
    reopened.close().await();
  }

  @Test
  void aWholeLastRecordWithoutItsNewlineIsKept(Vertx vertx) throws Exception {
    List<String> keys = issue(vertx, dir, 2);
    Path journal = dir.resolve("keys.journal");
    byte[] whole = Files.readAllBytes(journal);
    Files.write(journal, Arrays.copyOf(whole, whole.length - 1));

    KeyStore store = KeyStore.embedded(vertx, dir).await();
    assertNotNull(store.findByHash(ApiKeys.hash(keys.get(1))).await());
    String added = ApiKeys.generate("lv_live_");
    store.insert(record(added)).await();
    store.close().await();
    KeyStore reopened = KeyStore.embedded(vertx, dir).await();
    for (String key : List.of(keys.get(0), keys.get(1), added)) {
      assertNotNull(reopened.findByHash(ApiKeys.hash(key)).await());
    }
    reopened.close().await();
  }

  @Test
  void aRecordWithAMalformedFieldStopsTheOpenEvenWithAGoodChecksum(Vertx vertx) throws Exception {
    issue(vertx, dir, 2);
    Path journal = dir.resolve("keys.journal");
    long offset = Files.size(journal);
    JsonObject bad = new JsonObject().put("op", "revoke").put("id", "key_x").put("at", "yesterday");
    Files.write(journal, frame(bad.encode()), StandardOpenOption.APPEND);
    issue(vertx, dir.resolve("other"), 1);
    Files.write(journal, Files.readAllBytes(dir.resolve("other").resolve("keys.journal")), StandardOpenOption.APPEND);

    String message = refusal(vertx, dir);
    assertTrue(message.contains("offset " + offset) && message.contains("cannot be applied"), message);
  }

  @Test
  void aJournalOfTheFirstFormatIsMigratedWithEveryKey(Vertx vertx) throws Exception {
    List<String> keys = issue(vertx, dir.resolve("framed"), 5);
    Files.write(dir.resolve("keys.jsonl"), firstFormat(Files.readAllBytes(dir.resolve("framed").resolve("keys.journal"))));

    KeyStore store = KeyStore.embedded(vertx, dir).await();
    for (String key : keys) {
      assertNotNull(store.findByHash(ApiKeys.hash(key)).await(), "migrated " + key);
    }
    store.close().await();
    assertFalse(Files.exists(dir.resolve("keys.jsonl")));
    assertTrue(Files.exists(dir.resolve("keys.jsonl.migrated")), "the old file is kept");
    assertEquals("framed", KeyStore.verifyEmbedded(dir).getString("format"));
    assertEquals("ok", KeyStore.verifyEmbedded(dir).getString("status"));
  }

  @Test
  void aFirstFormatJournalWrittenToAfterTheMigrationIsNotRetired(Vertx vertx) throws Exception {
    issue(vertx, dir.resolve("framed"), 3);
    byte[] first = firstFormat(Files.readAllBytes(dir.resolve("framed").resolve("keys.journal")));
    Files.write(dir.resolve("keys.jsonl"), Arrays.copyOf(first, lines(first).get(0).length));
    KeyStore.embedded(vertx, dir).await().close().await();
    // an interrupted migration leaves the old file beside the new one, holding nothing more: retired
    Files.move(dir.resolve("keys.jsonl.migrated"), dir.resolve("keys.jsonl"));
    KeyStore.embedded(vertx, dir).await().close().await();
    assertFalse(Files.exists(dir.resolve("keys.jsonl")));

    // an older gateway run since the migration wrote another key to the old file: not retired
    Files.write(dir.resolve("keys.jsonl"), first);
    String message = refusal(vertx, dir);
    assertTrue(message.contains("holds records the new one lacks"), message);
    assertTrue(Files.exists(dir.resolve("keys.jsonl")));
  }

  @Test
  void aDamagedFirstFormatJournalStopsTheOpenAndRepairMigratesTheRest(Vertx vertx) throws Exception {
    List<String> keys = issue(vertx, dir.resolve("framed"), KEYS);
    List<byte[]> lines = lines(firstFormat(Files.readAllBytes(dir.resolve("framed").resolve("keys.journal"))));
    Path legacy = dir.resolve("keys.jsonl");
    Files.write(legacy, join(lines, 25, "{\"op\":\"put\",\"key\":{\"id\"\n".getBytes(StandardCharsets.UTF_8)));

    String message = refusal(vertx, dir);
    assertTrue(message.contains(legacy.toAbsolutePath().toString()) && message.contains("offset " + offset(lines, 25)),
      message);
    assertTrue(Files.exists(legacy), "a refused open leaves the old journal as it was");

    KeyStore.repairEmbedded(dir);
    KeyStore store = KeyStore.embedded(vertx, dir).await();
    assertOthersFound(store, keys, 25, "after repair");
    store.close().await();
  }

  /** Why the store in {@code folder} does not open; fails the test if it does. */
  private static String refusal(Vertx vertx, Path folder) {
    return KeyStore.embedded(vertx, folder).<String>transform(ar -> {
      assertTrue(ar.failed(), "the open is refused");
      return Future.succeededFuture(ar.cause().getMessage());
    }).await();
  }

  private static void assertOthersFound(KeyStore store, List<String> keys, int damaged, String label) {
    for (int k = 0; k < keys.size(); k++) {
      if (k != damaged) {
        assertNotNull(store.findByHash(ApiKeys.hash(keys.get(k))).await(), label + ": key " + (k + 1) + " lost");
      }
    }
  }

  /** Issues {@code n} keys into a store in {@code folder}; one journal record each. */
  private static List<String> issue(Vertx vertx, Path folder, int n) {
    KeyStore store = KeyStore.embedded(vertx, folder).await();
    List<String> keys = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String key = ApiKeys.generate("lv_live_");
      store.insert(record(key)).await();
      keys.add(key);
    }
    store.close().await();
    return keys;
  }

  private static KeyRecord record(String key) {
    String hash = ApiKeys.hash(key);
    return new KeyRecord(ApiKeys.newId(), "lead-verification", hash, ApiKeys.fingerprint("lv_live_", hash),
      "u-" + UUID.randomUUID() + "@example.com", null, "free", Instant.now(), null, null, null);
  }

  private static List<byte[]> lines(byte[] bytes) {
    List<byte[]> lines = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] == '\n') {
        lines.add(Arrays.copyOfRange(bytes, start, i + 1));
        start = i + 1;
      }
    }
    return lines;
  }

  private static byte[] join(List<byte[]> lines, int replaced, byte[] replacement) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < lines.size(); i++) {
      out.write(i == replaced ? replacement : lines.get(i));
    }
    return out.toByteArray();
  }

  private static long offset(List<byte[]> lines, int line) {
    return lines.subList(0, line).stream().mapToLong(l -> l.length).sum();
  }

  /** The journal as the first format wrote it: the bare JSON of each record. */
  private static byte[] firstFormat(byte[] framed) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] line : lines(framed)) {
      String text = new String(line, StandardCharsets.UTF_8);
      out.write(text.substring(text.indexOf(' ', text.indexOf(' ') + 1) + 1).getBytes(StandardCharsets.UTF_8));
    }
    return out.toByteArray();
  }

  /** A record framed as the journal frames it, checksum and all. */
  private static byte[] frame(String json) {
    byte[] payload = json.getBytes(StandardCharsets.UTF_8);
    java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
    crc.update(payload);
    return (payload.length + " " + String.format("%08x", crc.getValue()) + " " + json + "\n")
      .getBytes(StandardCharsets.UTF_8);
  }
}
