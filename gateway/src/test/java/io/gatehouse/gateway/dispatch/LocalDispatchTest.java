package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.plugins.LoadedProvider;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A call to a provider of this process runs on the caller's event loop when the handler is
 * thread-safe, with the timeout, cancellation, progress and failures of an event-bus call; other
 * handlers keep running on the provider's own loop.
 */
@ExtendWith(VertxExtension.class)
class LocalDispatchTest {

  private static final Source SOURCE = Source.dataset("test", "1", Instant.EPOCH);

  private final CompletableFuture<String> providerThread = new CompletableFuture<>();
  private final CompletableFuture<String> handlerThread = new CompletableFuture<>();
  private final CompletableFuture<Void> handlerCancelled = new CompletableFuture<>();
  private Manifest manifest;

  @BeforeEach
  void readManifest() throws Exception {
    try (var in = LocalDispatchTest.class.getResourceAsStream("/testplugin/greet.json")) {
      manifest = Manifest.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  @Test
  void aThreadSafeHandlerRunsOnTheCallersLoop(Vertx vertx) throws Exception {
    Dispatcher dispatcher = deploy(vertx, handler(true, this::answerWithThread));
    String caller = callFromAnotherContext(vertx, dispatcher, CallOptions.of("r1")).get(5, TimeUnit.SECONDS)
      .json().getString("thread");
    assertNotEquals(providerThread.get(), caller, "the test needs two event loops");
    assertEquals(caller, handlerThread.get());
  }

  @Test
  void otherHandlersRunOnTheProvidersLoop(Vertx vertx) throws Exception {
    Dispatcher dispatcher = deploy(vertx, handler(false, this::answerWithThread));
    callFromAnotherContext(vertx, dispatcher, CallOptions.of("r2")).get(5, TimeUnit.SECONDS);
    assertEquals(providerThread.get(), handlerThread.get());
  }

  @Test
  void aCallPastItsTimeoutFailsAsATimeoutAndIsCancelled(Vertx vertx) throws Exception {
    Dispatcher dispatcher = deploy(vertx, handler(true, this::neverAnswer));
    CallOptions options = new CallOptions("r3", 100, null, null, null, null);
    ProviderException failure = failure(callFromAnotherContext(vertx, dispatcher, options));
    assertEquals(Failure.TIMEOUT, failure.failure());
    assertTrue(failure.getMessage().contains("within 100 ms"), failure.getMessage());
    handlerCancelled.get(5, TimeUnit.SECONDS);
  }

  @Test
  void theCallersCancellationReachesTheHandler(Vertx vertx) throws Exception {
    Dispatcher dispatcher = deploy(vertx, handler(true, this::neverAnswer));
    Promise<Void> cancel = Promise.promise();
    callFromAnotherContext(vertx, dispatcher, new CallOptions("r4", 0, null, null, null, cancel.future()));
    handlerThread.get(5, TimeUnit.SECONDS);
    cancel.complete();
    handlerCancelled.get(5, TimeUnit.SECONDS);
  }

  @Test
  void progressGoesStraightToTheCaller(Vertx vertx) throws Exception {
    Dispatcher dispatcher = deploy(vertx, handler(true, invocation -> {
      invocation.progress(1, 2.0, "half way");
      return Future.succeededFuture(Result.of(new JsonObject(), List.of(SOURCE)));
    }));
    CompletableFuture<JsonObject> note = new CompletableFuture<>();
    callFromAnotherContext(vertx, dispatcher, new CallOptions("r5", 0, note::complete, null, null, null))
      .get(5, TimeUnit.SECONDS);
    assertEquals(new JsonObject().put("progress", 1.0).put("total", 2.0).put("message", "half way"),
      note.get(5, TimeUnit.SECONDS));
  }

  @Test
  void anUnexpectedExceptionIsAnInternalFailure(Vertx vertx) throws Exception {
    Dispatcher dispatcher = deploy(vertx, handler(true, invocation -> {
      throw new IllegalStateException("a bug");
    }));
    ProviderException failure = failure(callFromAnotherContext(vertx, dispatcher, CallOptions.of("r6")));
    assertEquals(Failure.INTERNAL, failure.failure());
    assertEquals("greet_sum failed unexpectedly", failure.getMessage());
  }

  private Future<Result> answerWithThread(Invocation invocation) {
    String thread = Thread.currentThread().getName();
    handlerThread.complete(thread);
    return Future.succeededFuture(Result.of(new JsonObject().put("thread", thread), List.of(SOURCE)));
  }

  private Future<Result> neverAnswer(Invocation invocation) {
    handlerThread.complete(Thread.currentThread().getName());
    invocation.cancelled().onSuccess(v -> handlerCancelled.complete(null));
    return Promise.<Result>promise().future();
  }

  private static OperationHandler handler(boolean threadSafe, Function<Invocation, Future<Result>> body) {
    return new OperationHandler() {
      @Override
      public Future<Result> handle(Invocation invocation) {
        return body.apply(invocation);
      }

      @Override
      public boolean threadSafe() {
        return threadSafe;
      }
    };
  }

  /** The greet provider's {@code sum} bound to the handler, deployed with a dispatcher that finds it here. */
  private Dispatcher deploy(Vertx vertx, OperationHandler sum) throws Exception {
    Provider provider = new Provider() {
      @Override
      public String id() {
        return "greet";
      }

      @Override
      public Future<Void> start(ProviderContext context) {
        providerThread.complete(Thread.currentThread().getName());
        return Future.succeededFuture();
      }

      @Override
      public Map<String, OperationHandler> handlers() {
        return Map.of("sum", sum, "wait", sum);
      }
    };
    LocalProviders local = new LocalProviders();
    vertx.deployVerticle(new ProviderVerticle(new LoadedProvider(provider, manifest, "test"), null, null, null, local))
      .await(5, TimeUnit.SECONDS);
    return new Dispatcher(vertx, null, null, local);
  }

  /** Calls {@code sum} from an event loop other than the provider's. */
  private CompletableFuture<Answer> callFromAnotherContext(Vertx vertx, Dispatcher dispatcher, CallOptions options) {
    OperationSpec spec = manifest.operations().stream().filter(o -> o.id().equals("sum")).findFirst().orElseThrow();
    CatalogOperation op = new CatalogOperation("greet", manifest, spec, "greet_sum", "/api/v1/greet/sum",
      spec.parameters(), null);
    CompletableFuture<Answer> answer = new CompletableFuture<>();
    Context caller = vertx.getOrCreateContext();
    caller.runOnContext(v -> dispatcher.invoke(op, new JsonObject().put("a", 1).put("b", 2), options)
      .onComplete(ar -> {
        if (ar.succeeded()) answer.complete(ar.result());
        else answer.completeExceptionally(ar.cause());
      }));
    return answer;
  }

  private static ProviderException failure(CompletableFuture<Answer> call) throws Exception {
    try {
      call.get(5, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      return assertInstanceOf(ProviderException.class, e.getCause());
    }
    throw new AssertionError("the call succeeded");
  }
}
