package io.gatehouse.gateway.cli;

import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.drift.DriftRecords;
import io.gatehouse.gateway.drift.DriftResult;
import io.gatehouse.gateway.drift.DriftStatus;
import io.gatehouse.gateway.drift.UpstreamCheck;
import io.gatehouse.gateway.plugins.PluginFailure;
import io.gatehouse.gateway.plugins.PluginLoader;
import io.gatehouse.gateway.plugins.PluginScan;
import io.gatehouse.gateway.upstream.UpstreamClients;
import io.gatehouse.gateway.upstream.UpstreamOverrides;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Calls every upstream operation once with its manifest example arguments and writes one JSON line
 * per operation, then a summary line; exits 1 when any operation is not {@code ok}. Calls to one
 * upstream go one after the other (its rate limit holds), different upstreams at once.
 */
@Command(name = "check", description = "Call each upstream operation once with its example arguments and report drift.")
final class UpstreamsCheckCommand implements Callable<Integer> {

  @ParentCommand
  UpstreamsCommand upstreams;

  @Option(names = "--providers", split = ",", description = "Only these providers (comma-separated ids).")
  List<String> providers = List.of();

  @Option(names = "--operations", split = ",", description = "Only these operations (comma-separated tool names).")
  List<String> operations = List.of();

  @Option(names = "--output", description = "Write the JSON lines to this file instead of standard output.")
  Path output;

  @Option(names = "--timeout", description = "Seconds one call may take, rate-limit wait and retries included (default 60).")
  long timeoutSeconds = 60;

  @Override
  public Integer call() throws Exception {
    GatewayRuntime runtime = GatewayRuntime.open(upstreams.main.configFile(), false);
    var config = runtime.config();
    UpstreamClients clients = UpstreamClients.create(runtime.vertx(), UpstreamOverrides.parse(config.upstreamOverrides()),
      name -> Optional.ofNullable(config.env().get(name)).filter(v -> !v.isBlank()), runtime.registry());
    try (PrintStream out = output == null ? System.out
      : new PrintStream(Files.newOutputStream(output), true, StandardCharsets.UTF_8)) {
      PluginScan scan = new PluginLoader(UpstreamsCheckCommand.class.getClassLoader()).scan(config.pluginsDir());
      List<PluginFailure> rejected = new ArrayList<>(scan.failures());
      List<CatalogOperation> chosen = Catalog.build(scan.providers(), rejected).operations().stream()
        .filter(UpstreamCheck::checkable)
        .filter(op -> providers.isEmpty() || providers.contains(op.providerId()))
        .filter(op -> operations.isEmpty() || operations.contains(op.toolName()))
        .sorted(Comparator.comparing(CatalogOperation::toolName))
        .toList();
      rejected.forEach(f -> System.err.printf("skipped %s: %s%n", f.origin(), f.reason()));
      if (chosen.isEmpty()) {
        System.err.println("no upstream operation matches --providers " + providers + " --operations " + operations);
        return 2;
      }
      DriftRecords records = DriftRecords.load(config.dataDir());
      UpstreamCheck check = new UpstreamCheck(UpstreamCheck.through(clients, config), records,
        Duration.ofSeconds(timeoutSeconds), Clock.systemUTC());
      List<DriftResult> results = run(check, chosen, out);
      records.save();
      out.println(summary(results).encode());
      return results.stream().allMatch(DriftResult::ok) ? 0 : 1;
    } finally {
      clients.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
      runtime.vertx().close();
    }
  }

  /** One chain per upstream, all chains at once; each result printed as it comes. */
  private static List<DriftResult> run(UpstreamCheck check, List<CatalogOperation> ops, PrintStream out)
    throws Exception {
    Map<String, List<CatalogOperation>> byUpstream = ops.stream().collect(Collectors.groupingBy(
      op -> op.manifest().id() + "." + op.spec().request().upstream(), TreeMap::new, Collectors.toList()));
    List<DriftResult> results = Collections.synchronizedList(new ArrayList<>());
    List<Future<Void>> chains = new ArrayList<>();
    for (List<CatalogOperation> upstreamOps : byUpstream.values()) {
      Future<Void> chain = Future.succeededFuture();
      for (CatalogOperation op : upstreamOps) {
        chain = chain.compose(v -> check.check(op)).map(result -> {
          results.add(result);
          out.println(result.toJson().encode());
          return null;
        });
      }
      chains.add(chain);
    }
    Future.join(chains).toCompletionStage().toCompletableFuture().get(12, TimeUnit.HOURS);
    return results;
  }

  private static JsonObject summary(List<DriftResult> results) {
    JsonObject byStatus = new JsonObject();
    for (DriftStatus status : DriftStatus.values()) {
      long count = results.stream().filter(r -> r.status() == status).count();
      if (count > 0) byStatus.put(status.wireName(), count);
    }
    long notOk = results.stream().filter(r -> !r.ok()).count();
    return new JsonObject().put("summary", new JsonObject().put("checked", results.size())
      .put("ok", results.size() - notOk).put("not_ok", notOk).put("by_status", byStatus));
  }
}
