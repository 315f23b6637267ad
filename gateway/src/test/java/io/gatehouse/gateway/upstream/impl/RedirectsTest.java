package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.manifest.AuthSpec;
import io.gatehouse.api.manifest.UpstreamSpec;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RedirectsTest {

  private static final String OVERRIDE = "http://127.0.0.1:9001/fred";
  private final Redirects redirects = new Redirects(new UpstreamSpec("api", "FRED", "https://api.stlouisfed.org/fred",
    new AuthSpec("query", "api_key", "FRED_API_KEY", "", true), Map.of(), 0, 1, null, 1000, 0,
    List.of("https://downloads.stlouisfed.org")));

  @Test
  void withinTheContactedOriginTheRequestGoesOnAsItWas() {
    Redirects.Hop hop = redirects.next("GET", OVERRIDE + "/series?api_key=k", "/fred/series2?api_key=k", 0);
    assertTrue(hop.sameOrigin());
    assertEquals("http://127.0.0.1:9001/fred/series2?api_key=k", hop.url());
  }

  @Test
  void theOriginalHostIsAnotherOriginWhenAnOverrideWasContacted() {
    ProviderException e = assertThrows(ProviderException.class,
      () -> redirects.next("GET", OVERRIDE + "/series", "https://api.stlouisfed.org/fred/series", 0));
    assertEquals(Failure.UPSTREAM_REDIRECT, e.failure());
    assertEquals("api.stlouisfed.org", e.details().getString("redirect_host"));
  }

  @Test
  void aDeclaredOriginGetsNoCredentialEvenOneEchoedIntoTheLocation() {
    Redirects.Hop hop = redirects.next("GET", OVERRIDE + "/series?api_key=k",
      "https://downloads.stlouisfed.org/f.json?api_key=k&x=1", 0);
    assertFalse(hop.sameOrigin());
    assertEquals("https://downloads.stlouisfed.org/f.json?x=1", hop.url());
  }

  @Test
  void onlyGetAndHeadAreFollowedAndHopsAreBounded() {
    assertThrows(ProviderException.class, () -> redirects.next("POST", OVERRIDE + "/a", "/fred/b", 0));
    assertThrows(ProviderException.class, () -> redirects.next("GET", OVERRIDE + "/a", "/fred/b", Redirects.MAX_HOPS));
    assertThrows(ProviderException.class, () -> redirects.next("GET", OVERRIDE + "/a", null, 0));
    assertThrows(ProviderException.class, () -> redirects.next("GET", OVERRIDE + "/a", "ftp://127.0.0.1:9001/x", 0));
    assertThrows(ProviderException.class, () -> redirects.next("GET", OVERRIDE + "/a", "http://127.0.0.1:9002/fred/b", 0));
    assertThrows(ProviderException.class, () -> redirects.next("GET", OVERRIDE + "/a", "https://127.0.0.1:9001/fred/b", 0));
  }

  @Test
  void theSourceNamesTheAnsweringUrlWithoutTheCredentialUnderTheRealHost() {
    assertEquals("https://api.stlouisfed.org/fred/series2?x=1",
      redirects.source(OVERRIDE + "/series2?api_key=k&x=1", OVERRIDE));
    assertEquals("https://downloads.stlouisfed.org/f.json", redirects.source("https://downloads.stlouisfed.org/f.json", OVERRIDE));
  }
}
