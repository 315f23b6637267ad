package io.gatehouse.gateway.limits;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeyAllowanceTest {

  private static final long DAY = 20_000;

  @Test
  void burstIsSpentOnceThenRateRefusesWithoutCounting() {
    KeyAllowance allowance = new KeyAllowance(3, 0.001, 0, DAY, 0);
    for (int i = 0; i < 3; i++) {
      KeyTake take = allowance.take(3, 0.001, 100, DAY, 0);
      assertTrue(take.allowed());
      assertNull(take.refusedBy());
    }
    KeyTake refused = allowance.take(3, 0.001, 100, DAY, 0);
    assertFalse(refused.allowed());
    assertEquals("rate", refused.refusedBy());
    assertEquals(3, refused.used());
  }

  @Test
  void quotaCountsFromTheStoredUsageComesFirstAndRenewsNextDay() {
    KeyAllowance allowance = new KeyAllowance(10, 10, 0, DAY, 4);
    KeyTake last = allowance.take(10, 10, 5, DAY, 0);
    assertTrue(last.allowed());
    assertEquals(5, last.used());
    assertEquals(9, last.tokens(), 1e-9);
    KeyTake over = allowance.take(10, 10, 5, DAY, 0);
    assertEquals("quota", over.refusedBy());
    assertEquals(9, over.tokens(), 1e-9, "a refusal takes no token");
    KeyTake nextDay = allowance.take(10, 10, 5, DAY + 1, 0);
    assertTrue(nextDay.allowed());
    assertEquals(1, nextDay.used());
  }
}
