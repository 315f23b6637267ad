package io.gatehouse.providers.verify;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A verify_lead call that records its progress notifications. */
final class RecordingInvocation implements Invocation {

  record Progress(double progress, Double total, String message) {
  }

  private final JsonObject arguments;
  private final Instant deadline;
  private final Promise<Void> cancelled = Promise.promise();
  private final List<Progress> progress = new CopyOnWriteArrayList<>();

  RecordingInvocation(JsonObject arguments, Duration timeout) {
    this.arguments = arguments;
    this.deadline = Instant.now().plus(timeout);
  }

  List<Progress> progressNotes() {
    return progress;
  }

  void cancel() {
    cancelled.tryComplete();
  }

  @Override
  public String operationId() {
    return "lead";
  }

  @Override
  public JsonObject arguments() {
    return arguments;
  }

  @Override
  public String requestId() {
    return "test-lead";
  }

  @Override
  public ProviderContext context() {
    return null;
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
