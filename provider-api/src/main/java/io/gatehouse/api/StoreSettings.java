package io.gatehouse.api;

/**
 * Where the deployment keeps durable data, so providers that ingest data sets use the same store
 * as the gateway: PostgreSQL in production, an embedded folder by default.
 *
 * @param type  {@code embedded} or {@code postgres}
 * @param pgUri the PostgreSQL URI when type is postgres
 */
public record StoreSettings(String type, String pgUri) {

  public boolean postgres() {
    return "postgres".equals(type);
  }
}
