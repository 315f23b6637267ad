package io.gatehouse.providers.registers.kvk;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The gateway's paging mapped onto KvK's, and arguments refused before KvK is asked. */
class SearchHandlerTest {

  private final List<UpstreamRequest> sent = new ArrayList<>();
  private final SearchHandler handler = new SearchHandler(new KvkClient(new Recorder(), "KvK", Duration.ZERO));

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
    return handler.handle(new Call(args));
  }

  /** Answers every search with 65 results in all, recording what was asked. */
  private final class Recorder implements UpstreamClient {
    @Override
    public Future<UpstreamResponse> send(UpstreamRequest request) {
      sent.add(request);
      JsonObject body = new JsonObject().put("totaal", 65).put("resultaten", new JsonArray());
      return Future.succeededFuture(new UpstreamResponse(200, MultiMap.caseInsensitiveMultiMap(), Buffer.buffer(body.encode()),
        Source.upstream("KvK", "https://api.kvk.nl/api/v2/zoeken", Instant.now())));
    }

    @Override
    public String baseUrl() {
      return "https://api.kvk.nl/api";
    }
  }

  private record Call(JsonObject arguments) implements Invocation {
    @Override
    public String operationId() {
      return "search";
    }

    @Override
    public String requestId() {
      return "test";
    }

    @Override
    public ProviderContext context() {
      return null;
    }

    @Override
    public Instant deadline() {
      return Instant.now().plusSeconds(10);
    }

    @Override
    public Future<Void> cancelled() {
      return Promise.<Void>promise().future();
    }

    @Override
    public void progress(double progress, Double total, String message) {
    }
  }
}
