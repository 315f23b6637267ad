package io.gatehouse.providers.sec;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.api.manifest.Manifest;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(VertxExtension.class)
class CompanyLookupTest {

  private static final String TICKERS = """
    {"0":{"cik_str":320193,"ticker":"AAPL","title":"Apple Inc."},
     "1":{"cik_str":789019,"ticker":"MSFT","title":"MICROSOFT CORP"}}
    """;

  @Test
  void resolvesATickerFromTheTickerListAndCitesIt(Vertx vertx, VertxTestContext ctx) {
    List<UpstreamRequest> sent = new ArrayList<>();
    Invocation call = invocation(vertx, new JsonObject().put("query", "msft").put("limit", 5), answering(200, sent));
    new CompanyLookup().handle(call).onComplete(ctx.succeeding(result -> ctx.verify(() -> {
      assertEquals("/files/company_tickers.json", sent.get(0).path());
      assertTrue(sent.get(0).cacheTtl().toHours() >= 1, "the list is cached");
      JsonObject match = result.body().getJsonArray("matches").getJsonObject(0);
      assertEquals(789019L, match.getLong("cik"));
      assertEquals("0000789019", match.getString("cik_padded"));
      assertEquals("SEC EDGAR", result.sources().get(0).name());
      ctx.completeNow();
    })));
  }

  @Test
  void anUpstreamRefusalIsReportedAsSuch(Vertx vertx, VertxTestContext ctx) {
    Invocation call = invocation(vertx, new JsonObject().put("query", "AAPL"), answering(403, new ArrayList<>()));
    new CompanyLookup().handle(call).onComplete(ctx.failing(e -> ctx.verify(() -> {
      assertEquals(Failure.UPSTREAM_REJECTED, ((ProviderException) e).failure());
      assertEquals(403, ((ProviderException) e).details().getInteger("upstream_status"));
      ctx.completeNow();
    })));
  }

  private static UpstreamClient answering(int status, List<UpstreamRequest> sent) {
    return new UpstreamClient() {
      @Override
      public Future<UpstreamResponse> send(UpstreamRequest request) {
        sent.add(request);
        Source source = Source.upstream("SEC EDGAR", "https://www.sec.gov" + request.path(), Instant.now());
        return Future.succeededFuture(new UpstreamResponse(status, MultiMap.caseInsensitiveMultiMap(),
          Buffer.buffer(status == 200 ? TICKERS : "Forbidden"), source));
      }

      @Override
      public String baseUrl() {
        return "https://www.sec.gov";
      }
    };
  }

  private static Invocation invocation(Vertx vertx, JsonObject arguments, UpstreamClient client) {
    ProviderContext context = new ProviderContext() {
      @Override
      public Vertx vertx() {
        return vertx;
      }

      @Override
      public Manifest manifest() {
        throw new UnsupportedOperationException();
      }

      @Override
      public JsonObject config() {
        return new JsonObject();
      }

      @Override
      public Optional<String> secret(String name) {
        return Optional.empty();
      }

      @Override
      public UpstreamClient upstream(String name) {
        assertEquals(CompanyLookup.UPSTREAM, name);
        return client;
      }

      @Override
      public Path dataDir() {
        throw new UnsupportedOperationException();
      }

      @Override
      public io.gatehouse.api.StoreSettings store() {
        throw new UnsupportedOperationException();
      }

      @Override
      public Future<JsonObject> invoke(String providerId, String operationId, JsonObject args) {
        throw new UnsupportedOperationException();
      }
    };
    return new Invocation() {
      @Override
      public String operationId() {
        return "company_lookup";
      }

      @Override
      public JsonObject arguments() {
        return arguments;
      }

      @Override
      public String requestId() {
        return "test";
      }

      @Override
      public ProviderContext context() {
        return context;
      }

      @Override
      public Instant deadline() {
        return Instant.now().plusSeconds(10);
      }

      @Override
      public Future<Void> cancelled() {
        return Future.future(p -> { });
      }

      @Override
      public void progress(double progress, Double total, String message) {
      }
    };
  }
}
