package io.gatehouse.gateway.catalog;

import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How many endpoints the catalog serves: per provider, upstream endpoints that are live apart from
 * deprecated ones, and computed operations; over all providers, how many distinct live upstream
 * endpoints (method and URL template) there are, since two operations may call the same one.
 */
public record EndpointCounts(Map<String, Row> byProvider, int distinctLive) {

  public record Row(int live, int deprecated, int computed) {

    public int total() {
      return live + deprecated + computed;
    }

    Row plus(Row other) {
      return new Row(live + other.live, deprecated + other.deprecated, computed + other.computed);
    }
  }

  public static EndpointCounts of(Catalog catalog) {
    Map<String, Row> rows = new LinkedHashMap<>();
    Set<String> liveEndpoints = new HashSet<>();
    catalog.byProvider().forEach((id, ops) -> rows.put(id, row(ops, liveEndpoints)));
    return new EndpointCounts(Collections.unmodifiableMap(rows), liveEndpoints.size());
  }

  private static Row row(List<CatalogOperation> ops, Set<String> liveEndpoints) {
    int live = 0;
    int deprecated = 0;
    int computed = 0;
    for (CatalogOperation op : ops) {
      if (op.spec().computed()) {
        computed++;
      } else if (op.spec().isDeprecated()) {
        deprecated++;
      } else {
        live++;
        var upstream = op.upstreamJson();
        liveEndpoints.add(upstream.getString("method") + " " + upstream.getString("url"));
      }
    }
    return new Row(live, deprecated, computed);
  }

  public Row total() {
    return byProvider.values().stream().reduce(new Row(0, 0, 0), Row::plus);
  }
}
