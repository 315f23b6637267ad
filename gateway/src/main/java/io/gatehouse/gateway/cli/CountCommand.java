package io.gatehouse.gateway.cli;

import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.catalog.EndpointCounts;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.plugins.PluginFailure;
import io.gatehouse.gateway.plugins.PluginLoader;
import io.gatehouse.gateway.plugins.PluginScan;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * Prints the endpoint count per provider and in total, from the manifests the gateway would load:
 * live upstream endpoints (one real upstream method and path each), deprecated ones (still served,
 * marked in OpenAPI and the MCP tools), computed operations, and the distinct live upstream endpoints.
 */
@Command(name = "count", description = "Print the endpoint count per provider and in total.")
final class CountCommand implements Callable<Integer> {

  private static final String ROW = "%-14s %9s %11s %9s %9s%n";

  @ParentCommand
  Main main;

  @Override
  public Integer call() throws Exception {
    GatewayConfig config = GatewayRuntime.readConfig(main.configFile());
    PluginScan scan = new PluginLoader(CountCommand.class.getClassLoader()).scan(config.pluginsDir());
    List<PluginFailure> rejected = new ArrayList<>(scan.failures());
    EndpointCounts counts = EndpointCounts.of(Catalog.build(scan.providers(), rejected));
    System.out.printf(ROW, "provider", "live", "deprecated", "computed", "total");
    counts.byProvider().forEach(CountCommand::print);
    print("total", counts.total());
    System.out.printf("distinct live upstream endpoints: %d%n", counts.distinctLive());
    rejected.forEach(f -> System.err.printf("skipped %s: %s%n", f.origin(), f.reason()));
    return 0;
  }

  private static void print(String name, EndpointCounts.Row row) {
    System.out.printf(ROW, name, row.live(), row.deprecated(), row.computed(), row.total());
  }
}
