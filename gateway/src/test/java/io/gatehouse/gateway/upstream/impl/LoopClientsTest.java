package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.internal.VertxInternal;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

/** Each event loop gets a client of its own, kept for its later calls; other threads share one. */
@ExtendWith(VertxExtension.class)
class LoopClientsTest {

  @Test
  void eachEventLoopHasItsOwnClient(Vertx vertx) throws Exception {
    LoopClients clients = new LoopClients(vertx, new HttpClientOptions());
    // consecutive event-loop contexts take consecutive loops of the pool
    Context first = ((VertxInternal) vertx).createEventLoopContext();
    Context second = ((VertxInternal) vertx).createEventLoopContext();
    HttpClient a = on(first, clients);
    assertNotSame(a, on(second, clients));
    assertSame(a, on(first, clients));
    clients.close();
  }

  @Test
  void threadsOutsideTheEventLoopsShareOne(Vertx vertx) {
    LoopClients clients = new LoopClients(vertx, new HttpClientOptions());
    assertSame(clients.current(), clients.current());
    clients.close();
  }

  private static HttpClient on(Context context, LoopClients clients) throws Exception {
    CompletableFuture<HttpClient> client = new CompletableFuture<>();
    context.runOnContext(v -> client.complete(clients.current()));
    return client.get(5, TimeUnit.SECONDS);
  }
}
