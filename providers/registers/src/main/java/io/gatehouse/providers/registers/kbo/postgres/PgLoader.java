package io.gatehouse.providers.registers.kbo.postgres;

import io.gatehouse.providers.registers.kbo.data.Kind;
import io.gatehouse.providers.registers.kbo.data.Names;
import io.gatehouse.providers.registers.kbo.ingest.ExtractFiles;
import io.gatehouse.providers.registers.kbo.ingest.ExtractMeta;
import io.gatehouse.providers.registers.kbo.ingest.ExtractSource;
import io.gatehouse.providers.registers.kbo.ingest.KboLoader;
import io.gatehouse.providers.registers.kbo.ingest.Progress;
import io.gatehouse.providers.registers.kbo.ingest.RowSink;
import io.gatehouse.providers.registers.numbers.BelgianNumbers;
import io.vertx.core.json.JsonObject;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyManager;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Loads extracts into PostgreSQL with COPY. A full extract goes into a new schema, is indexed, and
 * only then becomes current (one row in {@code public.kbo_current}); an update is applied to the
 * serving schema in one transaction. Either way a failure leaves the previous data serving.
 */
public final class PgLoader implements KboLoader {

  private final String pgUri;

  public PgLoader(String pgUri) {
    this.pgUri = pgUri;
  }

  @Override
  public JsonObject loadFull(ExtractSource source, ExtractMeta meta, Progress progress) throws Exception {
    try (Connection db = PgJdbc.connect(pgUri)) {
      db.setAutoCommit(true);
      prepare(db);
      String previous = currentSchema(db);
      long millis = System.currentTimeMillis();
      String schema = "kbo_x" + meta.extractNumber() + "_" + millis;
      String id = schema;
      JsonObject files = new JsonObject();
      try {
        execute(db, "CREATE SCHEMA " + schema);
        execute(db, "CREATE TABLE " + schema + ".code (category text, code text, language text, description text)");
        for (Kind kind : Kind.FILES) execute(db, PgTables.create(schema, kind));
        CopyManager copy = db.unwrap(PGConnection.class).getCopyAPI();
        if (!source.has("code")) throw new IOException("the full extract lacks code.csv");
        files.put("code", copyCodes(copy, schema, source, progress));
        for (Kind kind : Kind.FILES) {
          if (!source.has(kind.file())) {
            if (kind == Kind.ENTERPRISE || kind == Kind.DENOMINATION) throw new IOException("the full extract lacks " + kind.file() + ".csv");
            continue;
          }
          files.put(kind.file(), copyRows(copy, schema, kind, source, kind.file(), progress));
        }
        progress.say("indexing");
        long indexing = System.nanoTime();
        execute(db, "SET maintenance_work_mem = '256MB'");
        for (Kind kind : Kind.FILES) {
          for (String sql : PgTables.indexes(schema, kind)) execute(db, sql);
        }
        // without statistics the planner guesses thousands of rows per number and plans parallel scans
        for (Kind kind : Kind.FILES) execute(db, "ANALYZE " + PgTables.table(schema, kind));
        progress.say(String.format("indexed in %.1f s", (System.nanoTime() - indexing) / 1e9));
        publish(db, schema, id, meta);
      } catch (Exception e) {
        dropQuietly(db, schema);
        throw e;
      }
      prune(db, schema, previous);
      return report(schema, id, meta, progress, files);
    }
  }

  @Override
  public JsonObject applyUpdate(ExtractSource source, ExtractMeta meta, Progress progress) throws Exception {
    try (Connection db = PgJdbc.connect(pgUri)) {
      db.setAutoCommit(true);
      prepare(db);
      String schema = currentSchema(db);
      if (schema == null) throw new IOException("no KBO data to update: ingest a full extract first");
      String id = schema + "_u" + meta.extractNumber() + "_" + System.currentTimeMillis();
      JsonObject files = new JsonObject();
      db.setAutoCommit(false);
      try {
        CopyManager copy = db.unwrap(PGConnection.class).getCopyAPI();
        execute(db, "CREATE TEMP TABLE kbo_deleted (key bigint) ON COMMIT DROP");
        if (source.has("code")) {
          execute(db, "DELETE FROM " + schema + ".code");
          files.put("code", copyCodes(copy, schema, source, progress));
        }
        for (Kind kind : Kind.FILES) {
          if (source.has(kind.file() + "_delete")) {
            execute(db, "TRUNCATE kbo_deleted");
            long deleted;
            CopyRows rows = new CopyRows(copy.copyIn("COPY kbo_deleted (key) FROM STDIN"));
            try {
              deleted = ExtractFiles.deletedKeys(source, kind, progress, (key, f) -> rows.row(key, new String[0]));
              rows.close();
            } catch (Exception e) {
              rows.abort();
              throw e;
            }
            execute(db, "DELETE FROM " + PgTables.table(schema, kind) + " t USING kbo_deleted d WHERE t.key = d.key");
            files.put(kind.file() + "_delete", deleted);
          }
          if (source.has(kind.file() + "_insert")) {
            files.put(kind.file() + "_insert", copyRows(copy, schema, kind, source, kind.file() + "_insert", progress));
          }
        }
        publish(db, schema, id, meta);
      } catch (Exception e) {
        db.rollback();
        throw e;
      }
      return report(schema, id, meta, progress, files);
    }
  }

  private static long copyCodes(CopyManager copy, String schema, ExtractSource source, Progress progress) throws Exception {
    var codes = new io.gatehouse.providers.registers.kbo.data.Codes();
    ExtractFiles.codes(source, "code", codes, progress);
    CopyRows rows = new CopyRows(copy.copyIn("COPY " + schema + ".code (category, code, language, description) FROM STDIN"));
    try {
      SQLException[] failed = new SQLException[1];
      codes.forEach((category, code, language, description) -> {
        try {
          if (failed[0] == null) rows.rowText(category, code, language, description);
        } catch (SQLException e) {
          failed[0] = e;
        }
      });
      if (failed[0] != null) throw failed[0];
      rows.close();
    } catch (Exception e) {
      rows.abort();
      throw e;
    }
    return codes.size();
  }

  private static long copyRows(CopyManager copy, String schema, Kind kind, ExtractSource source, String file,
                               Progress progress) throws Exception {
    CopyRows rows = new CopyRows(copy.copyIn(PgTables.copy(schema, kind)));
    try {
      long count = ExtractFiles.rows(source, file, kind, progress, sink(kind, rows));
      rows.close();
      return count;
    } catch (Exception e) {
      rows.abort();
      throw e;
    }
  }

  private static RowSink sink(Kind kind, CopyRows rows) {
    return switch (kind) {
      case ESTABLISHMENT, BRANCH -> (key, f) -> {
        String enterprise = f[kind.column("EnterpriseNumber")];
        rows.row(key, f, enterprise == null ? null : BelgianNumbers.key(enterprise));
      };
      case DENOMINATION -> (key, f) -> rows.row(key, f, Names.normalize(f[kind.column("Denomination")]));
      default -> (key, f) -> rows.row(key, f);
    };
  }

  private static void prepare(Connection db) throws SQLException {
    try {
      execute(db, "CREATE EXTENSION IF NOT EXISTS pg_trgm");
    } catch (SQLException e) {
      throw new SQLException("the KBO name search needs the pg_trgm extension; create it as a superuser ("
        + e.getMessage() + ")", e);
    }
    execute(db, "CREATE TABLE IF NOT EXISTS " + PgTables.POINTER + " (id int PRIMARY KEY, schema_name text NOT NULL, "
      + "version_id text NOT NULL, extract_number bigint NOT NULL, snapshot_date text NOT NULL, extract_type text NOT NULL, "
      + "loaded_at timestamptz NOT NULL)");
  }

  static String currentSchema(Connection db) throws SQLException {
    try (Statement st = db.createStatement();
         ResultSet rs = st.executeQuery("SELECT schema_name FROM " + PgTables.POINTER + " WHERE id = 1")) {
      return rs.next() ? rs.getString(1) : null;
    }
  }

  private static void publish(Connection db, String schema, String id, ExtractMeta meta) throws SQLException {
    boolean auto = db.getAutoCommit();
    db.setAutoCommit(false);
    try (PreparedStatement st = db.prepareStatement("INSERT INTO " + PgTables.POINTER
      + " (id, schema_name, version_id, extract_number, snapshot_date, extract_type, loaded_at) VALUES (1, ?, ?, ?, ?, ?, ?)"
      + " ON CONFLICT (id) DO UPDATE SET schema_name = EXCLUDED.schema_name, version_id = EXCLUDED.version_id,"
      + " extract_number = EXCLUDED.extract_number, snapshot_date = EXCLUDED.snapshot_date,"
      + " extract_type = EXCLUDED.extract_type, loaded_at = EXCLUDED.loaded_at")) {
      st.setString(1, schema);
      st.setString(2, id);
      st.setLong(3, meta.extractNumber());
      st.setString(4, meta.snapshotDate());
      st.setString(5, meta.full() ? "full" : "update");
      st.setTimestamp(6, Timestamp.from(Instant.now()));
      st.executeUpdate();
      db.commit();
    } finally {
      db.setAutoCommit(auto);
    }
  }

  /** Drops loaded schemas other than the serving one and the one before it, which readers may still use. */
  private static void prune(Connection db, String current, String previous) throws SQLException {
    List<String> old = new ArrayList<>();
    try (Statement st = db.createStatement();
         ResultSet rs = st.executeQuery("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'kbo\\_x%'")) {
      while (rs.next()) old.add(rs.getString(1));
    }
    for (String schema : old) {
      if (!schema.equals(current) && !schema.equals(previous) && PgTables.SCHEMA.matcher(schema).matches()) {
        execute(db, "DROP SCHEMA " + schema + " CASCADE");
      }
    }
  }

  private static void dropQuietly(Connection db, String schema) {
    try {
      if (!db.getAutoCommit()) db.rollback();
      db.setAutoCommit(true);
      execute(db, "DROP SCHEMA IF EXISTS " + schema + " CASCADE");
    } catch (SQLException ignored) {
      // the half-loaded schema is not current; the next full load prunes it
    }
  }

  private static JsonObject report(String schema, String id, ExtractMeta meta, Progress progress, JsonObject files) {
    String label = "extract " + meta.extractNumber() + " of " + meta.snapshotDate();
    progress.say("serving " + label + " (PostgreSQL schema " + schema + ")");
    return new JsonObject().put("store", "postgres").put("version", label).put("id", id).put("schema", schema)
      .put("extract_type", meta.full() ? "full" : "update").put("rows", progress.totalRows())
      .put("rows_per_second", progress.overallRate()).put("files", files);
  }

  private static void execute(Connection db, String sql) throws SQLException {
    try (Statement st = db.createStatement()) {
      st.execute(sql);
    }
  }
}
