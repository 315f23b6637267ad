package io.gatehouse.api;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** Upstream-like JSON bodies of about a given size: FRED-style observations with some text to escape. */
public final class Bodies {

  private Bodies() {
  }

  public static Buffer json(int size) {
    JsonArray observations = new JsonArray();
    JsonObject answer = new JsonObject().put("realtime_start", "2024-01-01").put("units", "lin")
      .put("notes", "Seasonally adjusted \"annual rate\"; see\nhttps://fred.stlouisfed.org/ – Zürich")
      .put("observations", observations);
    for (int i = 0; answer.encode().length() < size; i++) {
      for (int j = 0; j < 32; j++) {
        observations.add(new JsonObject().put("date", String.format("%04d-%02d-01", 1950 + (i * 32 + j) / 12, 1 + (i * 32 + j) % 12))
          .put("value", String.valueOf(100.0 + (i * 32 + j) % 97 * 1.25)).put("realtime_end", "9999-12-31"));
      }
    }
    return Buffer.buffer(answer.encode());
  }
}
