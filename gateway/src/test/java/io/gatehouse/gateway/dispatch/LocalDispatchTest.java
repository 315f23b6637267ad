package io.gatehouse.gateway.dispatch;

import io.gatehouse.gateway.cluster.ProviderDirectory;
import io.gatehouse.api.Failure;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;
import io.gatehouse.api.testing.StubProviderContext;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.catalog.ProviderAddresses;
import io.gatehouse.gateway.plugins.LoadedProvider;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An upstream read of a provider in this process runs on the caller's event loop, without an
 * event-bus message, within the call's timeout and with the failures of an event-bus call; a
 * computed operation goes to the provider's verticle unless its handler says it may run on any loop.
 */
@ExtendWith(VertxExtension.class)
class LocalDispatchTest {

  private final CompletableFuture<String> providerThread = new CompletableFuture<>();
  private final CompletableFuture<String> workThread = new CompletableFuture<>();
  private final CompletableFuture<UpstreamRequest> sent = new CompletableFuture<>();
  private final AtomicInteger messagesToProvider = new AtomicInteger();
  private Manifest manifest;
  /** Whether the computed operation's handler says it may run on any loop. */
  private boolean sumRunsAnywhere;
  private ProviderDirectory directory = ProviderDirectory.alone();

  @BeforeEach
  void setUp(Vertx vertx) throws Exception {
    try (var in = LocalDispatchTest.class.getResourceAsStream("/testplugin/greet.json")) {
      manifest = Manifest.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
    vertx.eventBus().addOutboundInterceptor(delivery -> {
      if (delivery.message().address().equals(ProviderAddresses.invoke("greet"))) messagesToProvider.incrementAndGet();
      delivery.next();
    });
  }

  @Test
  void anUpstreamReadRunsOnTheCallersLoop(Vertx vertx) throws Exception {
    Dispatcher dispatcher = deploy(vertx, this::answer);
    JsonObject answer = call(vertx, dispatcher, "hello", CallOptions.of("r1")).get(5, TimeUnit.SECONDS).json();
    String caller = answer.getJsonObject("data").getString("caller");
    assertNotEquals(providerThread.get(), caller, "the test needs two event loops");
    assertEquals(caller, workThread.get());
    assertEquals(0, messagesToProvider.get());
    assertEquals("https://greetings.example.test/v1/greet/Ada", answer.getJsonArray("sources").getJsonObject(0)
      .getString("url"));
  }

  @Test
  void theUpstreamReadCarriesTheCallsTimeout(Vertx vertx) throws Exception {
    Dispatcher dispatcher = deploy(vertx, this::answer);
    call(vertx, dispatcher, "hello", new CallOptions("r2", 300, null, null, null, null)).get(5, TimeUnit.SECONDS);
    Duration budget = sent.get().timeout();
    assertTrue(budget.toMillis() > 0 && budget.toMillis() <= 300, budget.toString());
  }

  @Test
  void anUpstreamFailureReachesTheCallerAsItIs(Vertx vertx) throws Exception {
    Dispatcher dispatcher = deploy(vertx, request -> Future.failedFuture(
      new ProviderException(Failure.RATE_LIMITED, "Greetings API asks to wait")));
    ProviderException failure = failure(call(vertx, dispatcher, "hello", CallOptions.of("r3")));
    assertEquals(Failure.RATE_LIMITED, failure.failure());
    assertEquals("Greetings API asks to wait", failure.getMessage());
  }

  @Test
  void anUnexpectedExceptionIsAnInternalFailure(Vertx vertx) throws Exception {
    Dispatcher dispatcher = deploy(vertx, request -> {
      throw new IllegalStateException("a bug");
    });
    ProviderException failure = failure(call(vertx, dispatcher, "hello", CallOptions.of("r4")));
    assertEquals(Failure.INTERNAL, failure.failure());
    assertEquals("greet_hello failed unexpectedly", failure.getMessage());
  }

  @Test
  void aComputedOperationRunsOnTheProvidersLoop(Vertx vertx) throws Exception {
    Dispatcher dispatcher = deploy(vertx, this::answer);
    call(vertx, dispatcher, "sum", CallOptions.of("r5")).get(5, TimeUnit.SECONDS);
    assertEquals(providerThread.get(), workThread.get());
    assertEquals(1, messagesToProvider.get());
  }

  @Test
  void aHandlerThatMayRunOnAnyLoopRunsOnTheCallersLoop(Vertx vertx) throws Exception {
    sumRunsAnywhere = true;
    Dispatcher dispatcher = deploy(vertx, this::answer);
    JsonObject answer = call(vertx, dispatcher, "sum", CallOptions.of("r6")).get(5, TimeUnit.SECONDS).json();
    assertTrue(answer.encode().contains("\"sum\":3"), answer.encode());
    assertNotEquals(providerThread.get(), workThread.get(), "not on the provider's loop");
    assertEquals(0, messagesToProvider.get(), "no event-bus message");
  }

  /** In a cluster a node prefers its own provider anyway: such a handler skips the event bus there too. */
  @Test
  void inAClusterAHandlerThatMayRunOnAnyLoopRunsOnTheCallersLoopOfTheNodeRunningIt(Vertx vertx) throws Exception {
    sumRunsAnywhere = true;
    directory = new ProviderDirectory() {
      @Override
      public Target pick(String providerId, String avoidNode) {
        return new Target("this-node", ProviderAddresses.invoke(providerId));
      }

      @Override
      public Runnable watch(String nodeId, Runnable onLost) {
        return () -> { };
      }

      @Override
      public void suspect(String nodeId) {
      }

      @Override
      public boolean seesProviders() {
        return true;
      }
    };
    Dispatcher dispatcher = deploy(vertx, this::answer);
    JsonObject answer = call(vertx, dispatcher, "sum", CallOptions.of("r7")).get(5, TimeUnit.SECONDS).json();
    assertTrue(answer.encode().contains("\"sum\":3"), answer.encode());
    assertNotEquals(providerThread.get(), workThread.get(), "not on the provider's loop");
    assertEquals(0, messagesToProvider.get(), "no event-bus message");
  }

  private Future<UpstreamResponse> answer(UpstreamRequest request) {
    String thread = Thread.currentThread().getName();
    workThread.complete(thread);
    sent.complete(request);
    Source source = Source.upstream("Greetings API", "https://greetings.example.test/v1" + request.path(), Instant.now());
    return Future.succeededFuture(new UpstreamResponse(200,
      MultiMap.caseInsensitiveMultiMap().add("Content-Type", "application/json"),
      new JsonObject().put("caller", thread).toBuffer(), source));
  }

  /** The greet provider, its upstream answered by {@code upstream}, and a dispatcher that finds it here. */
  private Dispatcher deploy(Vertx vertx, Function<UpstreamRequest, Future<UpstreamResponse>> upstream)
    throws Exception {
    OperationHandler sum = new OperationHandler() {
      @Override
      public Future<Result> handle(io.gatehouse.api.Invocation invocation) {
        workThread.complete(Thread.currentThread().getName());
        return Future.succeededFuture(Result.of(new JsonObject().put("sum", 3),
          List.of(Source.dataset("greet arithmetic", "1", Instant.now()))));
      }

      @Override
      public boolean runsOnCallersLoop() {
        return sumRunsAnywhere;
      }
    };
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
    vertx.deployVerticle(new ProviderVerticle(new LoadedProvider(provider, manifest, "test"),
      context(vertx, upstream), null, null, local)).await(5, TimeUnit.SECONDS);
    return new Dispatcher(vertx, null, directory, local);
  }

  private ProviderContext context(Vertx vertx, Function<UpstreamRequest, Future<UpstreamResponse>> upstream) {
    UpstreamClient client = new UpstreamClient() {
      @Override
      public Future<UpstreamResponse> send(UpstreamRequest request) {
        return upstream.apply(request);
      }

      @Override
      public String baseUrl() {
        return "https://greetings.example.test/v1";
      }
    };
    // the test's own manifest, not one from the class path
    return new StubProviderContext(vertx, "greet") {
      @Override
      public Manifest manifest() {
        return manifest;
      }
    }.upstream("greetings", client);
  }

  /** Calls an operation of greet from a new context, whose event loop is not the provider's. */
  private CompletableFuture<Answer> call(Vertx vertx, Dispatcher dispatcher, String id, CallOptions options) {
    OperationSpec spec = manifest.operations().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
    CatalogOperation op = new CatalogOperation("greet", manifest, spec, "greet_" + id, "/api/v1/greet/" + id,
      spec.parameters(), null);
    JsonObject arguments = id.equals("sum") ? new JsonObject().put("a", 1).put("b", 2)
      : new JsonObject().put("name", "Ada").put("lang", "en");
    CompletableFuture<Answer> answer = new CompletableFuture<>();
    vertx.getOrCreateContext().runOnContext(v -> dispatcher.invoke(op, arguments, options).onComplete(ar -> {
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
