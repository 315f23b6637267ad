package io.gatehouse.gateway.cli;

import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.catalog.CatalogOperation;
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

/**
 * Prints the endpoint count per provider and in total, from the manifests the gateway would load:
 * upstream endpoints (one real upstream method and path each) apart from computed operations.
 */
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
    Catalog catalog = Catalog.build(scan.providers(), rejected);
    int upstream = 0;
    int computed = 0;
    System.out.printf("%-14s %9s %9s %9s%n", "provider", "upstream", "computed", "total");
    for (Map.Entry<String, List<CatalogOperation>> e : catalog.byProvider().entrySet()) {
      long plain = e.getValue().stream().filter(op -> !op.spec().computed()).count();
      long handlers = e.getValue().size() - plain;
      System.out.printf("%-14s %9d %9d %9d%n", e.getKey(), plain, handlers, e.getValue().size());
      upstream += plain;
      computed += handlers;
    }
    System.out.printf("%-14s %9d %9d %9d%n", "total", upstream, computed, upstream + computed);
    rejected.forEach(f -> System.err.printf("skipped %s: %s%n", f.origin(), f.reason()));
    return 0;
  }
}
