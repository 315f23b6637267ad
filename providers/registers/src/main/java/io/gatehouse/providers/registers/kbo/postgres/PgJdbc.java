package io.gatehouse.providers.registers.kbo.postgres;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;

/**
 * JDBC connections for ingestion (COPY), from the gateway's {@code postgresql://} URI. The driver
 * is bundled relocated in the provider jar and created directly, not through DriverManager.
 */
final class PgJdbc {

  private PgJdbc() {
  }

  static Connection connect(String pgUri) throws SQLException {
    URI uri = URI.create(pgUri.replaceFirst("^postgres(ql)?://", "http://"));
    Properties props = new Properties();
    String userInfo = uri.getRawUserInfo();
    if (userInfo != null) {
      String[] parts = userInfo.split(":", 2);
      props.setProperty("user", decode(parts[0]));
      if (parts.length == 2) props.setProperty("password", decode(parts[1]));
    }
    String host = uri.getHost() == null ? "127.0.0.1" : uri.getHost();
    int port = uri.getPort() < 0 ? 5432 : uri.getPort();
    String database = uri.getPath() == null || uri.getPath().length() <= 1 ? "postgres" : uri.getPath().substring(1);
    String url = "jdbc:postgresql://" + host + ":" + port + "/" + database
      + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
    Connection connection = new org.postgresql.Driver().connect(url, props);
    if (connection == null) throw new SQLException("the PostgreSQL driver refused " + url);
    return connection;
  }

  private static String decode(String value) {
    return URLDecoder.decode(value, StandardCharsets.UTF_8);
  }
}
