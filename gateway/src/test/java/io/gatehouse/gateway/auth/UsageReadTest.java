package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.store.UsageCount;
import io.gatehouse.gateway.testing.SwitchableKeyStore;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** A usage read counts every call admitted before it, even one whose count a periodic flush is still writing. */
@ExtendWith(VertxExtension.class)
class UsageReadTest {

  @TempDir
  Path dir;

  @Test
  void aUsageReadWaitsForTheCountsAFlushIsStillWriting(Vertx vertx) {
    SwitchableKeyStore store = new SwitchableKeyStore(KeyStore.embedded(vertx, dir).await());
    KeyService service = KeyService.create(vertx, store, new KeyServiceOptions().setUsageFlushInterval(Duration.ofMillis(20)));
    IssuedKey key = service.issue(TestProducts.LEAD_VERIFICATION, "usage@example.com", null, null).await();
    Promise<Void> release = store.holdUsageWrites();
    service.admitCall(TestProducts.LEAD_VERIFICATION, key.record().id(), key.record().plan(), "vat_check").await();
    // the periodic flush has taken the count and is writing it
    store.usageWriteHeld().await();
    Future<List<UsageCount>> read = service.usage(key.record(), 1);
    assertFalse(read.isComplete(), "the read waits for the write the flush started");
    release.complete();
    List<UsageCount> counts = read.await();
    assertEquals(1, counts.size(), counts.toString());
    assertEquals(1, counts.get(0).count());
    service.close().compose(v -> store.close()).await();
  }
}
