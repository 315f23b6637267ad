package io.gatehouse.providers.vat.vies;

import io.gatehouse.api.Source;
import io.vertx.core.json.JsonObject;

/** What asking VIES gave: a verdict, or no verdict and why. */
public sealed interface ViesOutcome {

  Source source();

  /**
   * VIES answered for the number.
   *
   * @param details name, address, consultation number and request date as VIES gave them
   */
  record Verdict(boolean valid, JsonObject details, Source source) implements ViesOutcome {

    public Verdict cached() {
      return new Verdict(valid, details, source.withStatus(Source.CACHED));
    }
  }

  /**
   * No verdict.
   *
   * @param code             the VIES error code, or the gateway's failure name when VIES was not reached
   * @param memberStateFault whether it counts against the member state's breaker
   */
  record NoVerdict(String code, String reason, boolean retryable, long retryAfterSeconds,
                   boolean memberStateFault, Source source) implements ViesOutcome {
  }
}
