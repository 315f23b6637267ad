package io.gatehouse.api;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DotSegmentsTest {

  @Test
  void dotsInAnyEncodingAreDotSegments() {
    for (String value : List.of(".", "..", "%2e", "%2E", "%2e%2E", ".%2e", "%2e.", "%252e", "%252E%252e", "%25252e%25252e")) {
      assertTrue(DotSegments.isDotSegment(value), value);
    }
  }

  @Test
  void otherValuesAreNot() {
    for (String value : List.of("", "...", "a..", "..a", "a..b", ". .", "%2e%2e%2e", "%2f..", "%", "%2", "%2x", "x")) {
      assertFalse(DotSegments.isDotSegment(value), value);
    }
  }

  @Test
  void pathsAreReadSegmentBySegmentUpToTheirQuery() {
    assertTrue(DotSegments.inPath("/radar/servers/.."));
    assertTrue(DotSegments.inPath("/items/%2E%2e/x"));
    assertTrue(DotSegments.inPath("./x"));
    assertTrue(DotSegments.inPath("/a/./b?q=1"));
    assertFalse(DotSegments.inPath("/items/a..b/c.json"));
    assertFalse(DotSegments.inPath("/items/x?path=.."), "the query is not the path");
    assertFalse(DotSegments.inPath("/items//x/"));
    assertFalse(DotSegments.inPath(""));
  }
}
