package io.gatehouse.gateway.dispatch;

import io.gatehouse.gateway.catalog.CatalogOperation;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

class ReadCacheTest {

  private static final CatalogOperation SERIES = new CatalogOperation("fred", null, null, "fred_series", null, null, null);
  private static final CatalogOperation RELEASE = new CatalogOperation("fred", null, null, "fred_release", null, null, null);

  @Test
  void theSameArgumentsInAnyOrderShareAKey() {
    assertEquals(ReadCache.key(SERIES, new JsonObject().put("series_id", "GNPCA").put("limit", 5)),
      ReadCache.key(SERIES, new JsonObject().put("limit", 5).put("series_id", "GNPCA")));
  }

  @Test
  void differentOperationsTypesOrTextsNeverShareAKey() {
    JsonObject args = new JsonObject().put("series_id", "GNPCA");
    assertNotEquals(ReadCache.key(SERIES, args), ReadCache.key(RELEASE, args));
    assertNotEquals(ReadCache.key(SERIES, new JsonObject().put("limit", "5")),
      ReadCache.key(SERIES, new JsonObject().put("limit", 5)));
    // a value that spells out another argument stays one value
    assertNotEquals(ReadCache.key(SERIES, new JsonObject().put("a", "1\",\"b\":\"2")),
      ReadCache.key(SERIES, new JsonObject().put("a", "1").put("b", "2")));
    assertNotEquals(ReadCache.key(SERIES, new JsonObject().put("tags", new JsonArray().add("a").add("b"))),
      ReadCache.key(SERIES, new JsonObject().put("tags", "[\"a\",\"b\"]")));
  }
}
