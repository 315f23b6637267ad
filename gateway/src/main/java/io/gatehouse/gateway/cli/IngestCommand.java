package io.gatehouse.gateway.cli;

import io.gatehouse.api.Ingester;
import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.dispatch.Dispatcher;
import io.gatehouse.gateway.dispatch.GatewayProviderContext;
import io.gatehouse.gateway.dispatch.OperationCaller;
import io.gatehouse.gateway.plugins.LoadedProvider;
import io.gatehouse.gateway.plugins.PluginLoader;
import io.gatehouse.gateway.plugins.PluginScan;
import io.gatehouse.gateway.upstream.UpstreamClients;
import io.gatehouse.gateway.upstream.UpstreamOverrides;
import io.vertx.core.json.JsonObject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/** Loads a data set through the provider that declares an ingester of that name. */
@Command(name = "ingest", description = "Ingest a data set, e.g. 'ingest kbo extract.zip' or 'ingest sanctions sdn.csv'.")
final class IngestCommand implements Callable<Integer> {

  @ParentCommand
  Main main;

  @Parameters(index = "0", description = "What to ingest (an ingester name, e.g. kbo or sanctions).")
  String name;

  @Parameters(index = "1", description = "The file, zip or folder to load.")
  Path source;

  @Option(names = "--format", description = "The source's format when it cannot be detected.")
  String format;

  @Override
  public Integer call() throws Exception {
    if (!Files.exists(source)) {
      System.err.println("no such file or folder: " + source);
      return 2;
    }
    GatewayRuntime runtime = GatewayRuntime.open(main.configFile(), false);
    try {
      PluginScan scan = new PluginLoader(IngestCommand.class.getClassLoader()).scan(runtime.config().pluginsDir());
      List<String> known = new ArrayList<>();
      for (LoadedProvider loaded : scan.providers()) {
        Ingester ingester = loaded.provider().ingesters().get(name);
        known.addAll(loaded.provider().ingesters().keySet());
        if (ingester != null) return run(runtime, loaded, ingester);
      }
      System.err.println("no provider ingests '" + name + "'; known: " + String.join(", ", known));
      return 2;
    } finally {
      runtime.vertx().close();
    }
  }

  private int run(GatewayRuntime runtime, LoadedProvider loaded, Ingester ingester) throws Exception {
    var config = runtime.config();
    UpstreamClients upstreams = UpstreamClients.create(runtime.vertx(),
      UpstreamOverrides.parse(config.upstreamOverrides()),
      variable -> Optional.ofNullable(config.env().get(variable)), null);
    Catalog none = Catalog.build(List.of(), new ArrayList<>());
    GatewayProviderContext context = new GatewayProviderContext(runtime.vertx(), loaded.manifest(), config, upstreams,
      new OperationCaller(() -> none, new Dispatcher(runtime.vertx(), null)));
    JsonObject options = new JsonObject();
    if (format != null) options.put("format", format);
    long start = System.nanoTime();
    try {
      JsonObject report = ingester.ingest(source, options, context, line -> System.out.println(line))
        .toCompletionStage().toCompletableFuture().get(6, TimeUnit.HOURS);
      double seconds = (System.nanoTime() - start) / 1e9;
      System.out.println(report.put("seconds", Math.round(seconds * 10) / 10.0).encodePrettily());
      return 0;
    } catch (java.util.concurrent.ExecutionException e) {
      System.err.println("ingest failed: " + e.getCause().getMessage());
      return 1;
    } finally {
      upstreams.close();
    }
  }
}
