package io.gatehouse.providers.sec;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.testing.CannedUpstream;
import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.api.testing.StubProviderContext;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

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
    CannedUpstream sec = sec(200);
    List<UpstreamRequest> sent = sec.requests();
    Invocation call = invocation(vertx, new JsonObject().put("query", "msft").put("limit", 5), sec);
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
    Invocation call = invocation(vertx, new JsonObject().put("query", "AAPL"), sec(403));
    new CompanyLookup().handle(call).onComplete(ctx.failing(e -> ctx.verify(() -> {
      assertEquals(Failure.UPSTREAM_REJECTED, ((ProviderException) e).failure());
      assertEquals(403, ((ProviderException) e).details().getInteger("upstream_status"));
      ctx.completeNow();
    })));
  }

  /** SEC's ticker list, or a refusal, at every path. */
  private static CannedUpstream sec(int status) {
    return new CannedUpstream("https://www.sec.gov", "SEC EDGAR")
      .answerAll(status, "application/json", status == 200 ? TICKERS : "Forbidden");
  }

  private static Invocation invocation(Vertx vertx, JsonObject arguments, UpstreamClient client) {
    return new StubInvocation("company_lookup", arguments,
      new StubProviderContext(vertx, "sec").upstream(CompanyLookup.UPSTREAM, client));
  }
}
