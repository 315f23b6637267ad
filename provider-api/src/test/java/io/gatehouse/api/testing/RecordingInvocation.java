package io.gatehouse.api.testing;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** One call of a provider's unit tests that records its progress notes and that the test may cancel. */
public final class RecordingInvocation implements Invocation {

  public record Progress(double progress, Double total, String message) {
  }

  private final String operationId;
  private final JsonObject arguments;
  private final ProviderContext context;
  private final Instant deadline;
  private final Promise<Void> cancelled = Promise.promise();
  private final List<Progress> progress = new CopyOnWriteArrayList<>();

  public RecordingInvocation(String operationId, JsonObject arguments, ProviderContext context, Duration timeout) {
    this.operationId = operationId;
    this.arguments = arguments;
    this.context = context;
    this.deadline = Instant.now().plus(timeout);
  }

  public List<Progress> progressNotes() {
    return progress;
  }

  public void cancel() {
    cancelled.tryComplete();
  }

  @Override
  public String operationId() {
    return operationId;
  }

  @Override
  public JsonObject arguments() {
    return arguments;
  }

  @Override
  public String requestId() {
    return "test-" + operationId;
  }

  @Override
  public ProviderContext context() {
    return context;
  }

  @Override
  public Instant deadline() {
    return deadline;
  }

  @Override
  public Future<Void> cancelled() {
    return cancelled.future();
  }

  @Override
  public void progress(double value, Double total, String message) {
    progress.add(new Progress(value, total, message));
  }
}
