package io.gatehouse.gateway.store;

import io.gatehouse.gateway.auth.KeyServer;
import io.gatehouse.gateway.auth.KeyServiceOptions;
import io.gatehouse.gateway.auth.Rate;
import io.vertx.core.Vertx;
import java.nio.file.Path;

/** A child JVM for {@link EmbeddedDurabilityTest}: serves signups on an embedded store until killed. */
public final class KeyIssuerMain {

  public static void main(String[] args) {
    KeyServer.start(Vertx.vertx(), Path.of(args[0]), new KeyServiceOptions()
        .setSignupPerAddress(Rate.perMinute(100_000, 100_000)))
      .onSuccess(server -> System.out.println("PORT " + server.port()))
      .onFailure(e -> {
        e.printStackTrace();
        System.exit(1);
      });
  }
}
