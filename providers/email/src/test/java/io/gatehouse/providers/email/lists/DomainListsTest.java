package io.gatehouse.providers.email.lists;

import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DomainListsTest {

  private final DomainLists bundled = DomainLists.load();
  private final DomainLists small = new DomainLists(Set.of("throwaway.test"), Set.of("freemail.test"),
    Set.of("info", "noreply"));

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
    assertTrue(bundled.free("gmail.com"));
    assertTrue(bundled.role("postmaster"));
    assertTrue(bundled.role("verkoop"));
    assertFalse(bundled.disposable("gmail.com"));
    assertFalse(bundled.free("example.com"));
  }
}
