package io.gatehouse.providers.vat.vies;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A circuit breaker per member state: VIES being down for DE must not stop FR. A small counter
 * rather than vertx-circuit-breaker, because the verdicts that count as failures are VIES error
 * codes inside its answers (sent with HTTP 200 or 500), only member-state faults count, and 28
 * breakers with their own timers and event-bus notifications would cost more than they give.
 * Failures of VIES as a whole are the shared upstream client's breaker's concern.
 *
 * <p>After {@code threshold} consecutive faults the state's breaker opens for {@code openFor};
 * then calls go through again, and one more fault reopens it at once.
 */
public final class MemberStateBreaker {

  private final int threshold;
  private final Duration openFor;
  private final Clock clock;
  private final Map<String, State> states = new HashMap<>();

  private static final class State {
    int faults;
    Instant openUntil = Instant.MIN;
  }

  public MemberStateBreaker(int threshold, Duration openFor, Clock clock) {
    this.threshold = threshold;
    this.openFor = openFor;
    this.clock = clock;
  }

  /** How long the breaker of {@code country} stays open, or empty when calls may go through. */
  public synchronized Optional<Duration> openRemaining(String country) {
    State state = states.get(country);
    if (state == null) return Optional.empty();
    Duration left = Duration.between(clock.instant(), state.openUntil);
    return left.isNegative() || left.isZero() ? Optional.empty() : Optional.of(left);
  }

  public synchronized void success(String country) {
    states.remove(country);
  }

  public synchronized void fault(String country) {
    State state = states.computeIfAbsent(country, c -> new State());
    state.faults++;
    if (state.faults >= threshold) state.openUntil = clock.instant().plus(openFor);
  }
}
