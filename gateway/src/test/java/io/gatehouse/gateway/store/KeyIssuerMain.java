package io.gatehouse.gateway.store;

import io.gatehouse.gateway.auth.KeyServer;
import io.gatehouse.gateway.auth.KeyServiceOptions;
import io.gatehouse.gateway.auth.Rate;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.nio.file.Path;

/**
 * A child JVM for {@link KeyDurabilityTest}: serves signups until killed, on the embedded store
 * in the folder given, or on PostgreSQL when given a {@code postgresql://} URI.
 */
public final class KeyIssuerMain {

  public static void main(String[] args) {
    Vertx vertx = Vertx.vertx();
    KeyServiceOptions options = new KeyServiceOptions().setSignupPerAddress(Rate.perMinute(100_000, 100_000));
    Future<KeyStore> store = args[0].startsWith("postgresql://") ? KeyStore.postgres(vertx, args[0])
      : KeyStore.embedded(vertx, Path.of(args[0]));
    store.compose(s -> KeyServer.start(vertx, s, options))
      .onSuccess(server -> System.out.println("PORT " + server.port()))
      .onFailure(e -> {
        e.printStackTrace();
        System.exit(1);
      });
  }
}
