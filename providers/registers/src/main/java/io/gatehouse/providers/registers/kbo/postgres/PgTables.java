package io.gatehouse.providers.registers.kbo.postgres;

import io.gatehouse.providers.registers.kbo.data.Kind;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The PostgreSQL layout: one schema per loaded full extract ({@code kbo_x<extract>_<millis>}) with a
 * table per file (key, the Cookbook's columns as text, and derived columns), and
 * {@code public.kbo_current} naming the schema that serves.
 */
final class PgTables {

  static final String POINTER = "public.kbo_current";
  static final Pattern SCHEMA = Pattern.compile("kbo_x[0-9]+_[0-9]+");

  private PgTables() {
  }

  static String table(String schema, Kind kind) {
    return schema + "." + kind.file();
  }

  static List<String> columns(Kind kind) {
    List<String> names = new ArrayList<>();
    for (String column : kind.columns()) names.add(column.toLowerCase(Locale.ROOT));
    return names;
  }

  /** Columns computed while loading: the enterprise key of establishments and branches, normalised names. */
  static List<String> derivedColumns(Kind kind) {
    return switch (kind) {
      case ESTABLISHMENT, BRANCH -> List.of("enterprise_key");
      case DENOMINATION -> List.of("name_norm");
      default -> List.of();
    };
  }

  static String create(String schema, Kind kind) {
    StringBuilder sql = new StringBuilder("CREATE TABLE ").append(table(schema, kind)).append(" (key bigint NOT NULL");
    for (String column : columns(kind)) sql.append(", ").append(column).append(" text");
    for (String column : derivedColumns(kind)) sql.append(", ").append(column).append(column.endsWith("_key") ? " bigint" : " text");
    return sql.append(')').toString();
  }

  static String copy(String schema, Kind kind) {
    List<String> all = new ArrayList<>(List.of("key"));
    all.addAll(columns(kind));
    all.addAll(derivedColumns(kind));
    return "COPY " + table(schema, kind) + " (" + String.join(", ", all) + ") FROM STDIN";
  }

  static List<String> indexes(String schema, Kind kind) {
    String table = table(schema, kind);
    String name = schema + "_" + kind.file();
    List<String> sql = new ArrayList<>();
    if (kind == Kind.ENTERPRISE || kind == Kind.ESTABLISHMENT) {
      sql.add("ALTER TABLE " + table + " ADD CONSTRAINT " + name + "_pk PRIMARY KEY (key)");
    } else {
      sql.add("CREATE INDEX " + name + "_key ON " + table + " (key)");
    }
    if (kind == Kind.ESTABLISHMENT || kind == Kind.BRANCH) {
      sql.add("CREATE INDEX " + name + "_enterprise ON " + table + " (enterprise_key)");
    }
    if (kind == Kind.DENOMINATION) {
      sql.add("CREATE INDEX " + name + "_trgm ON " + table + " USING gin (name_norm gin_trgm_ops)");
    }
    return sql;
  }

  static String checkedSchema(String schema) {
    if (schema == null || !SCHEMA.matcher(schema).matches()) throw new IllegalStateException("not a KBO schema: " + schema);
    return schema;
  }
}
