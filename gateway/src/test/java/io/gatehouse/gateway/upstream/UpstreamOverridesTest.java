package io.gatehouse.gateway.upstream;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UpstreamOverridesTest {

  private final UpstreamOverrides overrides =
    UpstreamOverrides.parse("api.stlouisfed.org=http://127.0.0.1:9001, data.sec.gov=http://127.0.0.1:9002/mirror/,");

  @Test
  void replacesTheHostAndKeepsPathAndQuery() {
    assertEquals("http://127.0.0.1:9001/fred/series?id=GDP&file_type=json",
      overrides.apply("https://api.stlouisfed.org/fred/series?id=GDP&file_type=json"));
    assertEquals("http://127.0.0.1:9001", overrides.apply("https://api.stlouisfed.org"));
    assertEquals("http://127.0.0.1:9001?x=1", overrides.apply("https://API.StLouisFed.org:443?x=1"));
  }

  @Test
  void keepsPathPrefixesOnBothSides() {
    assertEquals("http://127.0.0.1:9002/mirror/submissions/CIK1.json",
      overrides.apply("https://data.sec.gov/submissions/CIK1.json"));
  }

  @Test
  void leavesOtherHostsAlone() {
    assertEquals("https://www.sec.gov/files/x.json", overrides.apply("https://www.sec.gov/files/x.json"));
  }

  @Test
  void blankMeansNone() {
    String url = "https://api.stlouisfed.org/fred";
    assertEquals(url, UpstreamOverrides.parse("  ").apply(url));
    assertEquals(url, UpstreamOverrides.parse(null).apply(url));
  }

  @Test
  void malformedPairsAreNamed() {
    String[] malformed = {"api.stlouisfed.org", "=http://x", "host=ftp://x", "host=not a url", "a/b=http://x"};
    for (String bad : malformed) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> UpstreamOverrides.parse("ok.example=http://127.0.0.1:1," + bad));
      assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
    }
  }
}
