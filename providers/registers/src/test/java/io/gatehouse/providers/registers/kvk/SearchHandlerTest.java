package io.gatehouse.providers.registers.kvk;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.testing.CannedUpstream;
import io.gatehouse.api.testing.StubInvocation;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The gateway's paging mapped onto KvK's, and arguments refused before KvK is asked. */
class SearchHandlerTest {

  /** Answers every search with 65 results in all, recording what was asked. */
  private final CannedUpstream kvk = new CannedUpstream("https://api.kvk.nl/api", "KvK")
    .answerAll(200, "application/json", new JsonObject().put("totaal", 65).put("resultaten", new JsonArray()).encode());
  private final List<UpstreamRequest> sent = kvk.requests();
  private final SearchHandler handler = new SearchHandler(new KvkClient(kvk, "KvK", Duration.ZERO));

  @Test
  void offsetAndLimitBecomePageNumbers() {
    JsonObject out = search(new JsonObject().put("naam", "Bakker").put("limit", 20).put("offset", 40)).result().toJson();
    assertEquals("3", sent.get(0).query().get("pagina"));
    assertEquals("20", sent.get(0).query().get("resultatenPerPagina"));
    assertEquals(40, out.getInteger("offset"));
    assertEquals(60, out.getInteger("next_offset"), "65 results: one more page");
    assertEquals("/v2/zoeken", sent.get(0).path());
  }

  @Test
  void pageIsPassedAsIsAndTheLastPageHasNoNext() {
    JsonObject out = search(new JsonObject().put("plaats", "Utrecht").put("page", 7)).result().toJson();
    assertEquals("7", sent.get(0).query().get("pagina"));
    assertEquals("10", sent.get(0).query().get("resultatenPerPagina"));
    assertFalse(out.containsKey("next_offset"));
  }

  @Test
  void badArgumentsNeverReachKvk() {
    for (JsonObject args : List.of(
      new JsonObject().put("naam", "x").put("limit", 20).put("offset", 30),
      new JsonObject().put("naam", "x").put("page", 2).put("offset", 10),
      new JsonObject().put("postcode", "3511 AB"),
      new JsonObject().put("type", "rechtspersoon"),
      new JsonObject().put("rsin", "123456789"),
      new JsonObject().put("kvkNummer", "1234"),
      new JsonObject().put("vestigingsnummer", "12345"))) {
      Future<?> result = search(args);
      assertTrue(result.failed(), args.encode());
      assertEquals(Failure.BAD_ARGUMENT, ((ProviderException) result.cause()).failure(), args.encode());
    }
    assertTrue(sent.isEmpty());
  }

  @Test
  void numbersAreSentCleaned() {
    search(new JsonObject().put("kvkNummer", "6959 9084").put("postcode", "3511ab").put("huisnummer", 12));
    assertEquals("69599084", sent.get(0).query().get("kvkNummer"));
    assertEquals("3511AB", sent.get(0).query().get("postcode"));
    assertEquals("12", sent.get(0).query().get("huisnummer"));
  }

  private Future<io.gatehouse.api.Result> search(JsonObject args) {
    return handler.handle(new StubInvocation("search", args));
  }
}
