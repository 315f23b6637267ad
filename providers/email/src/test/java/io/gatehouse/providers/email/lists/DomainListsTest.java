package io.gatehouse.providers.email.lists;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DomainListsTest {

  private final DomainLists bundled = DomainLists.load(null);
  private final DomainLists small = new DomainLists(new DisposableDomains(new DomainSet(Set.of("throwaway.test")),
    new DomainSet(Set.of("kept.throwaway.test")), "test list", null, "1"), Set.of("freemail.test"), Set.of("info", "noreply"));

  @Test
  void domainsMatchThemselvesAndTheirSubdomainsOnly() {
    assertTrue(small.disposable("throwaway.test"));
    assertTrue(small.disposable("eu.box.throwaway.test"));
    assertFalse(small.disposable("notthrowaway.test"));
    assertFalse(small.disposable("test"));
    assertTrue(small.free("freemail.test"));
    assertFalse(small.free("throwaway.test"));
  }

  @Test
  void theAllowlistWinsOverTheBlocklist() {
    assertFalse(small.disposable("kept.throwaway.test"));
    assertFalse(small.disposable("eu.kept.throwaway.test"));
    assertTrue(small.disposable("other.throwaway.test"));
  }

  @Test
  void rolesIgnoreCaseTagsQuotesAndSeparators() {
    assertTrue(small.role("INFO"));
    assertTrue(small.role("info+leads"));
    assertTrue(small.role("no-reply"));
    assertTrue(small.role("no_reply"));
    assertTrue(small.role("\"info\""));
    assertFalse(small.role("jan"));
    assertFalse(small.role("information"));
  }

  @Test
  void theBundledListsLoad() {
    assertTrue(bundled.disposable("mailinator.com"));
    assertTrue(bundled.disposable("sub.mailinator.com"));
    assertTrue(bundled.free("gmail.com"));
    assertTrue(bundled.role("postmaster"));
    assertTrue(bundled.role("verkoop"));
    assertFalse(bundled.disposable("gmail.com"));
    assertFalse(bundled.free("example.com"));
  }

  @Test
  void theBundledDisposableListIsTheMaintainedOneWithItsVersion() {
    DisposableDomains list = bundled.disposableList();
    assertTrue(list.size() > 5_000, "only " + list.size() + " domains");
    assertEquals("disposable-email-domains", list.name());
    assertEquals("https://github.com/disposable-email-domains/disposable-email-domains", list.url());
    assertTrue(list.version().matches("\\d+\\.\\d+\\.\\d+ \\(npm disposable-email-domains-js, published \\d{4}-\\d{2}-\\d{2}\\)"),
      list.version());
  }

  /** The refresh script writes the count; a hand edit that forgets the header shows here. */
  @Test
  void theBundledDisposableListHoldsTheDomainsItsHeaderCounts() throws IOException {
    List<String> lines;
    try (InputStream in = DisposableDomains.class.getResourceAsStream(DisposableDomains.BUNDLED)) {
      lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
    String counted = lines.stream().filter(l -> l.startsWith("# domains: ")).findFirst().orElseThrow().substring(11);
    assertEquals(Integer.parseInt(counted), bundled.disposableList().size());
    assertEquals(lines.stream().filter(l -> !l.startsWith("#")).count(), bundled.disposableList().size());
  }

  @Test
  void allowlistedProvidersAreNeverDisposable() {
    for (String domain : List.of("fastmail.com", "spamgourmet.com", "hushmail.com", "mozmail.com")) {
      assertFalse(bundled.disposable(domain), domain);
    }
  }
}
