package io.gatehouse.providers.registers.kbo.postgres;

import io.gatehouse.providers.registers.kbo.data.Codes;
import io.gatehouse.providers.registers.kbo.data.DatasetVersion;
import io.gatehouse.providers.registers.kbo.data.EntityRecord;
import io.gatehouse.providers.registers.kbo.data.KboStore;
import io.gatehouse.providers.registers.kbo.data.Kind;
import io.gatehouse.providers.registers.kbo.data.NameHit;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** One loaded schema in PostgreSQL, read through the gateway's reactive client. */
public final class PgStore implements KboStore {

  private final Pool pool;
  private final String schema;
  private final DatasetVersion version;
  private final Codes codes;

  private PgStore(Pool pool, String schema, DatasetVersion version, Codes codes) {
    this.pool = pool;
    this.schema = schema;
    this.version = version;
    this.codes = codes;
  }

  /** The serving version's id, or empty when nothing was loaded yet. */
  public static Future<Optional<String>> currentId(Pool pool) {
    return pointer(pool).map(row -> row.map(r -> r.getString("version_id")));
  }

  public static Future<Optional<PgStore>> open(Pool pool) {
    return pointer(pool).compose(found -> {
      if (found.isEmpty()) return Future.succeededFuture(Optional.empty());
      Row row = found.get();
      String schema = PgTables.checkedSchema(row.getString("schema_name"));
      OffsetDateTime loaded = row.getOffsetDateTime("loaded_at");
      DatasetVersion version = new DatasetVersion(row.getString("version_id"), row.getLong("extract_number"),
        row.getString("snapshot_date"), row.getString("extract_type"), loaded.toInstant());
      return pool.query("SELECT category, code, language, description FROM " + schema + ".code").execute().map(rows -> {
        Codes codes = new Codes();
        rows.forEach(r -> codes.put(r.getString(0), r.getString(1), r.getString(2), r.getString(3)));
        return Optional.of(new PgStore(pool, schema, version, codes));
      });
    });
  }

  private static Future<Optional<Row>> pointer(Pool pool) {
    return pool.query("SELECT to_regclass('" + PgTables.POINTER + "') IS NOT NULL").execute().compose(exists -> {
      if (!exists.iterator().next().getBoolean(0)) return Future.succeededFuture(Optional.empty());
      return pool.query("SELECT schema_name, version_id, extract_number, snapshot_date, extract_type, loaded_at FROM "
        + PgTables.POINTER + " WHERE id = 1").execute().map(rows -> {
          var it = rows.iterator();
          return it.hasNext() ? Optional.of(it.next()) : Optional.empty();
        });
    });
  }

  @Override
  public DatasetVersion version() {
    return version;
  }

  @Override
  public Codes codes() {
    return codes;
  }

  @Override
  public Future<Optional<EntityRecord>> lookup(long key) {
    boolean enterprise = key < 2_000_000_000L;
    Map<Kind, Future<List<String[]>>> queries = new LinkedHashMap<>();
    queries.put(enterprise ? Kind.ENTERPRISE : Kind.ESTABLISHMENT, rows(enterprise ? Kind.ENTERPRISE : Kind.ESTABLISHMENT, "key", key));
    for (Kind kind : List.of(Kind.DENOMINATION, Kind.ADDRESS, Kind.CONTACT, Kind.ACTIVITY)) queries.put(kind, rows(kind, "key", key));
    if (enterprise) {
      queries.put(Kind.ESTABLISHMENT_BY_ENTERPRISE, rows(Kind.ESTABLISHMENT, "enterprise_key", key));
      queries.put(Kind.BRANCH_BY_ENTERPRISE, rows(Kind.BRANCH, "enterprise_key", key));
    }
    return Future.all(new ArrayList<>(queries.values())).map(done -> {
      Map<Kind, List<String[]>> rows = new EnumMap<>(Kind.class);
      queries.forEach((kind, result) -> rows.put(kind, result.result()));
      return rows.get(enterprise ? Kind.ENTERPRISE : Kind.ESTABLISHMENT).isEmpty()
        ? Optional.empty() : Optional.of(new EntityRecord(key, rows));
    });
  }

  private Future<List<String[]>> rows(Kind kind, String column, long key) {
    List<String> columns = PgTables.columns(kind);
    String sql = "SELECT " + String.join(", ", columns) + " FROM " + PgTables.table(schema, kind) + " WHERE " + column
      + " = $1" + (column.equals("key") ? "" : " ORDER BY key");
    return pool.preparedQuery(sql).execute(Tuple.of(key)).map(result -> strings(result, columns.size()));
  }

  private static List<String[]> strings(RowSet<Row> result, int columns) {
    List<String[]> rows = new ArrayList<>();
    for (Row row : result) {
      String[] fields = new String[columns];
      for (int i = 0; i < columns; i++) fields[i] = row.getString(i);
      rows.add(fields);
    }
    return rows;
  }

  /** pg_trgm ranks like the embedded index: similarity, or 0.9 times word similarity for partial names. */
  @Override
  public Future<List<NameHit>> search(String normalizedName, int limit) {
    String sql = "SELECT key, denomination, greatest(similarity(name_norm, $1), 0.9 * word_similarity($1, name_norm)) AS score"
      + " FROM " + PgTables.table(schema, Kind.DENOMINATION) + " WHERE name_norm % $1 OR $1 <% name_norm"
      + " ORDER BY score DESC, key LIMIT $2";
    return pool.preparedQuery(sql).execute(Tuple.of(normalizedName, limit * 4)).map(result -> {
      Map<Long, NameHit> best = new LinkedHashMap<>();
      for (Row row : result) {
        best.putIfAbsent(row.getLong(0), new NameHit(row.getLong(0), row.getString(1), ((Number) row.getValue(2)).doubleValue()));
      }
      List<NameHit> hits = new ArrayList<>(best.values());
      return hits.subList(0, Math.min(limit, hits.size()));
    });
  }

  /** The pool belongs to the provider and outlives versions. */
  @Override
  public Future<Void> close() {
    return Future.succeededFuture();
  }
}
