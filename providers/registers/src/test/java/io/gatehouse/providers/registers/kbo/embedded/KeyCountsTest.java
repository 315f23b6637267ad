package io.gatehouse.providers.registers.kbo.embedded;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class KeyCountsTest {

  @Test
  void mergedListsCountKeysAndCommonListsOnlyAddToKnownOnes() {
    KeyCounts counts = new KeyCounts();
    counts.add(new long[] {3, 5, 9});
    counts.add(new long[] {1, 5, 9, 12});
    counts.addExisting(new long[] {2, 5, 7, 12, 40});
    assertEquals(5, counts.size());
    assertArrayEquals(new long[] {5}, counts.top(1, 1));
    long[] top = counts.top(3, 1);
    Arrays.sort(top);
    assertArrayEquals(new long[] {5, 9, 12}, top);
    assertArrayEquals(new long[0], counts.top(10, 4), "nobody reaches the minimum");
  }
}
