package io.gatehouse.providers.registers.bench;

import io.gatehouse.providers.registers.kbo.embedded.EmbeddedLoader;
import io.gatehouse.providers.registers.kbo.embedded.EmbeddedStore;
import io.gatehouse.providers.registers.kbo.data.KboStore;
import io.gatehouse.providers.registers.kbo.data.Names;
import io.gatehouse.providers.registers.kbo.ingest.ExtractMeta;
import io.gatehouse.providers.registers.kbo.ingest.ExtractSource;
import io.gatehouse.providers.registers.kbo.ingest.KboLoader;
import io.gatehouse.providers.registers.kbo.ingest.Progress;
import io.gatehouse.providers.registers.kbo.postgres.PgLoader;
import io.gatehouse.providers.registers.kbo.postgres.PgStore;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/**
 * Ingest benchmark: writes a synthetic full extract, loads it into the embedded store and into
 * PostgreSQL, then times lookups and name searches on each. Not part of the test suite.
 *
 * <p>Usage: {@code KboIngestBench <enterprises> <activities per enterprise> [embedded|postgres|both]}
 * with PostgreSQL at 127.0.0.1:5432 (user postgres; database gatehouse_registers_bench is recreated).
 */
public final class KboIngestBench {

  private static final String ADMIN = "jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres";
  private static final String DATABASE = "gatehouse_registers_bench";

  public static void main(String[] args) throws Exception {
    long enterprises = Long.parseLong(args[0]);
    double activities = Double.parseDouble(args[1]);
    String stores = args.length > 2 ? args[2] : "both";
    Path work = Files.createTempDirectory("kbo-bench");
    Path extract = work.resolve("extract");
    long start = System.nanoTime();
    long rows = new SyntheticExtract().write(extract, enterprises, activities);
    System.out.printf("generated %,d rows for %,d enterprises in %.1f s%n", rows, enterprises, seconds(start));
    Vertx vertx = Vertx.vertx();
    try {
      if (!stores.equals("postgres")) {
        Path root = work.resolve("embedded");
        run("embedded", new EmbeddedLoader(root), extract);
        measure(vertx, "embedded", EmbeddedStore.open(vertx, root).orElseThrow(), enterprises);
      }
      if (!stores.equals("embedded")) {
        try (Connection db = DriverManager.getConnection(ADMIN); Statement st = db.createStatement()) {
          st.execute("DROP DATABASE IF EXISTS " + DATABASE + " WITH (FORCE)");
          st.execute("CREATE DATABASE " + DATABASE);
        }
        String uri = "postgresql://postgres@127.0.0.1:5432/" + DATABASE;
        run("postgres", new PgLoader(uri), extract);
        Pool pool = PgBuilder.pool().connectingTo(PgConnectOptions.fromUri(uri)).with(new PoolOptions().setMaxSize(4))
          .using(vertx).build();
        measure(vertx, "postgres", await(PgStore.open(pool)).orElseThrow(), enterprises);
        await(pool.close());
      }
    } finally {
      await(vertx.close());
      try (var walk = Files.walk(work)) {
        walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  private static void run(String store, KboLoader loader, Path extract) throws Exception {
    long start = System.nanoTime();
    Runtime rt = Runtime.getRuntime();
    try (ExtractSource source = ExtractSource.open(extract)) {
      JsonObject report = loader.loadFull(source, ExtractMeta.read(source), new Progress(line -> System.out.println("  " + line)));
      double seconds = seconds(start);
      System.out.printf("%s: %,d rows in %.1f s = %,d rows/s overall (heap used at end %d MB)%n%s%n", store,
        report.getLong("rows"), seconds, Math.round(report.getLong("rows") / seconds),
        (rt.totalMemory() - rt.freeMemory()) >> 20, report.encodePrettily());
    }
  }

  /** Lookups of random enterprises and searches of made-up names, one at a time. */
  private static void measure(Vertx vertx, String name, KboStore store, long enterprises) throws Exception {
    SplittableRandom random = new SplittableRandom(7);
    int lookups = 2000;
    long start = System.nanoTime();
    for (int i = 0; i < lookups; i++) {
      long body = 2_000_000L + random.nextLong(enterprises) * 3;
      long key = body * 100 + 97 - body % 97;
      if (await(store.lookup(key)).isEmpty()) throw new IllegalStateException("missing " + key);
    }
    double lookupMs = seconds(start) * 1000 / lookups;
    String[] queries = {"vanberko bouw", "linde transport", "Maber Consult NV", "trageston immo", "rovi bakkerij",
      "gelston logistcs", "sabelni garage", "fermer design", "luxnor holding", "camerzo services"};
    start = System.nanoTime();
    int hits = 0;
    for (String query : queries) hits += await(store.search(Names.normalize(query), 10)).size();
    double searchMs = seconds(start) * 1000 / queries.length;
    System.out.printf("%s: lookup %.2f ms average over %d; name search %.1f ms average over %d (%d hits)%n",
      name, lookupMs, lookups, searchMs, queries.length, hits);
  }

  private static <T> T await(Future<T> future) throws Exception {
    return future.toCompletionStage().toCompletableFuture().get(10, TimeUnit.MINUTES);
  }

  private static double seconds(long since) {
    return (System.nanoTime() - since) / 1e9;
  }
}
