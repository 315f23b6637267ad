package io.gatehouse.gateway.upstream.impl;

import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.circuitbreaker.CircuitBreaker.State;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig.SlidingWindowType;
import io.vertx.core.AsyncResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * One upstream's circuit: it opens after {@link #MAX_FAILURES} attempts in a row got no answer or a
 * 5xx (unless the request took it as an answer), refuses attempts for a while ({@link #OPEN_MS}), then lets one trial through, whose outcome closes or
 * reopens it. Asked and told on the caller's thread, without a promise or an event-loop task per
 * attempt: every uncached read passes here.
 */
final class UpstreamBreaker {

  static final int MAX_FAILURES = 5;
  static final long OPEN_MS = 30_000;

  private static final Logger log = LoggerFactory.getLogger(UpstreamBreaker.class);

  private final String id;
  private final String source;
  private final CircuitBreaker circuit;
  private final long openMillis;
  private final Clock clock;
  private volatile long openedAt;

  UpstreamBreaker(String id, String source) {
    this(id, source, Duration.ofMillis(OPEN_MS), Clock.systemUTC());
  }

  /** The clock times the open state, here and in the circuit, so a test can move it by hand. */
  UpstreamBreaker(String id, String source, Duration open, Clock clock) {
    this.id = id;
    this.source = source;
    this.openMillis = open.toMillis();
    this.clock = clock;
    this.circuit = CircuitBreaker.of("upstream." + id, CircuitBreakerConfig.custom()
      .clock(clock)
      // the last few attempts, all failed: a count, not a rate, so a quiet upstream opens as fast as a busy one
      .slidingWindow(MAX_FAILURES, MAX_FAILURES, SlidingWindowType.COUNT_BASED)
      .failureRateThreshold(100)
      .waitDurationInOpenState(open)
      .permittedNumberOfCallsInHalfOpenState(1)
      .recordResult(answer -> answer instanceof Fetched fetched && fetched.isServerError())
      .writableStackTraceEnabled(false)
      .build());
  }

  /** Takes a permit for one attempt, which must then be {@linkplain #report reported}; false while open. */
  boolean admits() {
    return circuit.tryAcquirePermission();
  }

  /** How an admitted attempt ended: no answer, or a 5xx one not taken as an answer, counts against the upstream. */
  void report(long startNanos, AsyncResult<Fetched> attempt) {
    State before = circuit.getState();
    long took = System.nanoTime() - startNanos;
    if (attempt.succeeded()) {
      circuit.onResult(took, TimeUnit.NANOSECONDS, attempt.result());
    } else {
      circuit.onError(took, TimeUnit.NANOSECONDS, attempt.cause());
    }
    State after = circuit.getState();
    if (after == before) return;
    if (after == State.OPEN) {
      openedAt = clock.millis();
      log.warn("Circuit for upstream {} ({}) opened after repeated failures", id, source);
    } else if (after == State.CLOSED) {
      log.info("Circuit for upstream {} ({}) closed", id, source);
    }
  }

  /** True while attempts are refused: open, and the trial not yet due. */
  boolean isOpen() {
    return circuit.getState() == State.OPEN && millisUntilTrial() > 0;
  }

  long millisUntilTrial() {
    return openMillis - (clock.millis() - openedAt);
  }
}
