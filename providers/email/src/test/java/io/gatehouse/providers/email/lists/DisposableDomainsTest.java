package io.gatehouse.providers.email.lists;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The operator's own disposable-domain file in place of the bundled one. */
class DisposableDomainsTest {

  @TempDir
  Path dir;

  @Test
  void theOperatorsFileReplacesTheBundledListAndKeepsTheAllowlist() throws IOException {
    Path file = Files.writeString(dir.resolve("disposable.txt"), """
      # name: Acme blocklist
      # version: 2026-11-01
      Throwaway.test
      fastmail.com
      """);
    DisposableDomains list = DisposableDomains.load(file);
    assertTrue(list.contains("eu.throwaway.test"));
    assertFalse(list.contains("fastmail.com"));
    assertFalse(list.contains("mailinator.com"));
    assertEquals("Acme blocklist", list.name());
    assertEquals("2026-11-01", list.version());
    assertNull(list.url());
  }

  @Test
  void aPlainFileIsNamedForTheOperatorAndVersionedByItsDate() throws IOException {
    Path file = Files.writeString(dir.resolve("plain.conf"), "throwaway.test\n");
    Files.setLastModifiedTime(file, FileTime.from(Instant.parse("2026-10-31T23:30:00Z")));
    DisposableDomains list = DisposableDomains.load(file);
    assertEquals(DisposableDomains.OPERATOR_LIST_NAME, list.name());
    assertEquals("modified 2026-10-31", list.version());
  }

  @Test
  void aMissingOrEmptyFileIsAConfigurationError() throws IOException {
    IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
      () -> DisposableDomains.load(dir.resolve("nope.txt")));
    assertTrue(missing.getMessage().contains("cannot be read"), missing.getMessage());
    Path empty = Files.writeString(dir.resolve("empty.txt"), "# version: 1\n\n");
    IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> DisposableDomains.load(empty));
    assertTrue(none.getMessage().contains("holds no domains"), none.getMessage());
  }
}
