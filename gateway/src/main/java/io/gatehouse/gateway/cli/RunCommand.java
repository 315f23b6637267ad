package io.gatehouse.gateway.cli;

import io.gatehouse.gateway.Gateway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Runs the gateway until SIGTERM, then shuts it down gracefully. */
@Command(name = "run", description = "Run the gateway (the default).")
final class RunCommand implements Callable<Integer> {

  private static final Logger LOG = LoggerFactory.getLogger(RunCommand.class);

  @ParentCommand
  Main main;

  @Override
  public Integer call() throws Exception {
    GatewayRuntime runtime = GatewayRuntime.open(main.configFile(), true);
    Gateway gateway;
    try {
      gateway = Gateway.start(runtime.vertx(), runtime.config(), runtime.registry(), runtime.node())
        .toCompletionStage().toCompletableFuture().get(120, TimeUnit.SECONDS);
    } catch (Exception e) {
      LOG.error("Gatehouse failed to start: {}", e.getCause() == null ? e.getMessage() : e.getCause().getMessage());
      runtime.vertx().close();
      return 1;
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      LOG.info("Shutting down: draining in-flight requests");
      try {
        gateway.stop().toCompletionStage().toCompletableFuture().get(20, TimeUnit.SECONDS);
      } catch (Exception e) {
        LOG.warn("Draining did not complete cleanly: {}", e.toString());
      }
      // awaited from here, not chained on a future of the gateway's: its event loop is gone by the time Vert.x has closed
      try {
        runtime.vertx().close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        LOG.info("Gatehouse stopped");
      } catch (Exception e) {
        LOG.warn("Vert.x did not close cleanly: {}", e.toString());
      }
      stopped.countDown();
    }, "gatehouse-shutdown"));
    stopped.await();
    return 0;
  }
}
