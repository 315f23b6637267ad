package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.http.RequestOptions;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class OriginTest {

  @Test
  void targetsAreThoseOfTheWholeUrlParsed() {
    String[][] cases = {
      {"https://api.stlouisfed.org/fred", "https://api.stlouisfed.org/fred/series?series_id=GNPCA&file_type=json"},
      {"http://127.0.0.1:18082", "http://127.0.0.1:18082/fred/series?x=%20y"},
      {"https://data.sec.gov:8443/", "https://data.sec.gov:8443/api/xbrl/companyfacts/CIK0000320193.json"},
      {"http://[::1]:9000/base", "http://[::1]:9000/base?only=query"},
      {"https://example.org", "https://example.org"},
      {"https://example.org", "https://example.org?q=1"},
      // a URL that does not continue the base's origin is parsed whole
      {"http://a.example", "http://a.example.net/x"},
      {"http://a.example", "https://elsewhere.example/x"},
    };
    for (String[] c : cases) {
      RequestOptions fast = Origin.target(Origin.of(c[0]), new RequestOptions(), c[1]);
      RequestOptions parsed = new RequestOptions().setAbsoluteURI(c[1]);
      String what = c[0] + " + " + c[1];
      assertEquals(parsed.getHost(), fast.getHost(), what);
      assertEquals(parsed.getPort(), fast.getPort(), what);
      assertEquals(parsed.isSsl(), fast.isSsl(), what);
      assertEquals(parsed.getURI(), fast.getURI(), what);
    }
  }

  @Test
  void aBaseThatIsNoHttpUrlLeavesEachRequestToParseItsOwn() {
    assertNull(Origin.of("ftp://files.example.org/pub"));
    assertNull(Origin.of("not a url"));
    assertEquals("/x", Origin.target(null, new RequestOptions(), "http://h.example/x").getURI());
  }
}
