package io.gatehouse.providers.registers.kbo;

import io.gatehouse.api.StoreSettings;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The KBO contract on PostgreSQL at 127.0.0.1:5432 (user postgres), in a database of its own,
 * created for the class and emptied before every test. Skipped when the server is unreachable, unless CI=true.
 */
class PostgresStoreTest extends KboStoreContract {

  private static final String DATABASE = "gatehouse_registers_test";
  private static final String ADMIN = "jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres&connectTimeout=3";

  private static final String TEST_DB = "jdbc:postgresql://127.0.0.1:5432/" + DATABASE + "?user=postgres";

  @BeforeAll
  static void freshDatabase() {
    try (Connection db = DriverManager.getConnection(ADMIN); Statement st = db.createStatement()) {
      st.execute("DROP DATABASE IF EXISTS " + DATABASE + " WITH (FORCE)");
      st.execute("CREATE DATABASE " + DATABASE);
    } catch (SQLException e) {
      if ("true".equals(System.getenv("CI"))) throw new AssertionError("PostgreSQL is required on CI", e);
      Assumptions.abort("PostgreSQL at 127.0.0.1:5432 unreachable: " + e.getMessage());
    }
  }

  /** Each test starts with no KBO data: the loaded schemas and the pointer go. */
  @Override
  StoreSettings store() {
    try (Connection db = DriverManager.getConnection(TEST_DB); Statement st = db.createStatement()) {
      try (Statement query = db.createStatement();
           ResultSet rs = query.executeQuery("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'kbo\\_x%'")) {
        while (rs.next()) st.execute("DROP SCHEMA " + rs.getString(1) + " CASCADE");
      }
      st.execute("DROP TABLE IF EXISTS public.kbo_current");
    } catch (SQLException e) {
      throw new AssertionError(e);
    }
    return new StoreSettings("postgres", "postgresql://postgres@127.0.0.1:5432/" + DATABASE);
  }

  @Override
  void assertNoLeftovers() throws Exception {
    try (Connection db = DriverManager.getConnection(TEST_DB);
         Statement st = db.createStatement();
         ResultSet rs = st.executeQuery("SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'kbo\\_x%'")) {
      rs.next();
      assertEquals(1, rs.getInt(1), "only the serving schema is left");
    }
  }
}
