package io.gatehouse.providers.conformance;

import io.gatehouse.api.OperationHandler;
import io.vertx.core.Future;
import io.vertx.core.Vertx;

import java.util.Map;

/** Tools that log or report progress while they run; pauses use timers, never a blocked thread. */
final class NotifyingTools {

  private static final long STEP_MS = 50;
  /** Longer than the conformance server's pollAfterMs, so the client has to resume its stream. */
  private static final long SLOW_MS = 500;

  private final Vertx vertx;

  NotifyingTools(Vertx vertx) {
    this.vertx = vertx;
  }

  Map<String, OperationHandler> handlers() {
    return Map.of(
      "test_tool_with_logging", inv -> {
        inv.log("info", "Tool execution started");
        return pause().compose(v -> {
          inv.log("info", "Tool processing data");
          return pause();
        }).map(v -> {
          inv.log("info", "Tool execution completed");
          return Blocks.result(Blocks.text("Tool with logging executed successfully"));
        });
      },
      "test_tool_with_progress", inv -> {
        inv.progress(0, 100d, "Completed step 0 of 100");
        return pause().compose(v -> {
          inv.progress(50, 100d, "Completed step 50 of 100");
          return pause();
        }).map(v -> {
          inv.progress(100, 100d, "Completed step 100 of 100");
          return Blocks.result(Blocks.text("Progress reported"));
        });
      },
      "test_reconnection", inv -> vertx.timer(SLOW_MS).map(v -> Blocks.result(Blocks.text(
        "Reconnection test completed successfully. If you received this, the client properly reconnected after stream closure."))),
      "test_streaming_elicitation", inv -> {
        inv.progress(50, 100d, null);
        return Blocks.answer(Blocks.text("Streaming complete"));
      },
      "test_logging_tool", inv -> {
        inv.log("info", "Diagnostic trace logging activated");
        return Blocks.answer(Blocks.text("Logging evaluated"));
      });
  }

  private Future<Void> pause() {
    return vertx.timer(STEP_MS).mapEmpty();
  }
}
