package io.gatehouse.bench;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** A local FRED stand-in answering /fred/series in FRED's shape, for the data-path load runs. */
public final class FakeFred extends VerticleBase {

  private final int port;

  public FakeFred(int port) {
    this.port = port;
  }

  @Override
  public Future<?> start() {
    return vertx.createHttpServer().requestHandler(req -> {
      String id = req.getParam("series_id", "GNPCA");
      Buffer body = new JsonObject()
        .put("realtime_start", "2026-11-20").put("realtime_end", "2026-11-20")
        .put("seriess", new JsonArray().add(new JsonObject()
          .put("id", id).put("title", "Real Gross National Product")
          .put("observation_start", "1929-01-01").put("observation_end", "2025-01-01")
          .put("frequency", "Annual").put("frequency_short", "A")
          .put("units", "Billions of Chained 2017 Dollars").put("units_short", "Bil. of Chn. 2017 $")
          .put("seasonal_adjustment", "Not Seasonally Adjusted").put("seasonal_adjustment_short", "NSA")
          .put("last_updated", "2026-09-25 07:54:01-05").put("popularity", 39)))
        .toBuffer();
      req.response().putHeader("Content-Type", "application/json").end(body);
    }).listen(port, "127.0.0.1");
  }
}
