package io.gatehouse.providers.vat.vies;

import java.util.Arrays;
import java.util.Optional;

/**
 * The error codes VIES answers instead of a verdict. None of them says anything about the number
 * itself, so none may turn into "invalid".
 */
public enum ViesError {
  INVALID_INPUT("VIES rejected the request as malformed", false, 0, Fault.REQUEST),
  INVALID_REQUESTER_INFO("VIES rejected the configured requester VAT number", false, 0, Fault.REQUEST),
  SERVICE_UNAVAILABLE("VIES is unavailable", true, 60, Fault.VIES),
  MS_UNAVAILABLE("the member state's VAT register is unavailable", true, 300, Fault.MEMBER_STATE),
  TIMEOUT("the member state's VAT register did not answer in time", true, 60, Fault.MEMBER_STATE),
  VAT_BLOCKED("the member state does not allow VIES checks of this number", false, 0, Fault.REQUEST),
  IP_BLOCKED("VIES blocked requests from this gateway", false, 0, Fault.VIES),
  GLOBAL_MAX_CONCURRENT_REQ("VIES is handling too many requests", true, 30, Fault.VIES),
  GLOBAL_MAX_CONCURRENT_REQ_TIME("VIES is handling too many requests", true, 30, Fault.VIES),
  MS_MAX_CONCURRENT_REQ("the member state's register is handling too many requests", true, 30, Fault.MEMBER_STATE),
  MS_MAX_CONCURRENT_REQ_TIME("the member state's register is handling too many requests", true, 30, Fault.MEMBER_STATE),
  UNKNOWN_ERROR("VIES answered with an unexpected error", true, 60, Fault.VIES);

  /** Whose fault an error is, which decides which circuit breaker it counts against. */
  private enum Fault {
    /** This request's: counts against none. */
    REQUEST,
    /** One member state's register: counts against that state's breaker only. */
    MEMBER_STATE,
    /** VIES's as a whole: left to the shared upstream client's breaker. */
    VIES
  }

  private final String description;
  private final boolean retryable;
  private final long retryAfterSeconds;
  private final Fault fault;

  ViesError(String description, boolean retryable, long retryAfterSeconds, Fault fault) {
    this.description = description;
    this.retryable = retryable;
    this.retryAfterSeconds = retryAfterSeconds;
    this.fault = fault;
  }

  public static Optional<ViesError> of(String code) {
    return Arrays.stream(values()).filter(e -> e.name().equals(code)).findFirst();
  }

  public String description() {
    return description;
  }

  public boolean retryable() {
    return retryable;
  }

  public long retryAfterSeconds() {
    return retryAfterSeconds;
  }

  /** Counts towards the member state's breaker. */
  public boolean memberStateFault() {
    return fault == Fault.MEMBER_STATE;
  }

  /** VIES as a whole is failing: sent with a 5xx, it counts against the shared client's circuit for VIES. */
  public boolean viesFault() {
    return fault == Fault.VIES;
  }
}
