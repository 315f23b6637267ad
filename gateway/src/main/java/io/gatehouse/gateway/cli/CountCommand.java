package io.gatehouse.gateway.cli;

import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.plugins.PluginFailure;
import io.gatehouse.gateway.plugins.PluginLoader;
import io.gatehouse.gateway.plugins.PluginScan;
import io.vertx.core.Vertx;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/** Prints the endpoint count per provider and in total, from the manifests the gateway would load. */
@Command(name = "count", description = "Print the endpoint count per provider and in total.")
final class CountCommand implements Callable<Integer> {

  @ParentCommand
  Main main;

  @Override
  public Integer call() throws Exception {
    Vertx vertx = Vertx.vertx();
    GatewayConfig config;
    try {
      config = GatewayConfig.load(vertx, main.configFile(), System.getenv())
        .toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    } finally {
      vertx.close();
    }
    PluginScan scan = new PluginLoader(CountCommand.class.getClassLoader()).scan(config.pluginsDir());
    List<PluginFailure> rejected = new ArrayList<>(scan.failures());
    Map<String, Integer> counts = Catalog.build(scan.providers(), rejected).counts();
    int total = 0;
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      System.out.printf("%-14s %5d%n", e.getKey(), e.getValue());
      total += e.getValue();
    }
    System.out.printf("%-14s %5d%n", "total", total);
    rejected.forEach(f -> System.err.printf("skipped %s: %s%n", f.origin(), f.reason()));
    return 0;
  }
}
