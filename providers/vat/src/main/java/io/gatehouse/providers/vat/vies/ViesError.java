package io.gatehouse.providers.vat.vies;

import java.util.Arrays;
import java.util.Optional;

/**
 * The error codes VIES answers instead of a verdict. None of them says anything about the number
 * itself, so none may turn into "invalid".
 */
public enum ViesError {
  INVALID_INPUT("VIES rejected the request as malformed", false, 0, false),
  INVALID_REQUESTER_INFO("VIES rejected the configured requester VAT number", false, 0, false),
  SERVICE_UNAVAILABLE("VIES is unavailable", true, 60, false),
  MS_UNAVAILABLE("the member state's VAT register is unavailable", true, 300, true),
  TIMEOUT("the member state's VAT register did not answer in time", true, 60, true),
  VAT_BLOCKED("the member state does not allow VIES checks of this number", false, 0, false),
  IP_BLOCKED("VIES blocked requests from this gateway", false, 0, false),
  GLOBAL_MAX_CONCURRENT_REQ("VIES is handling too many requests", true, 30, false),
  GLOBAL_MAX_CONCURRENT_REQ_TIME("VIES is handling too many requests", true, 30, false),
  MS_MAX_CONCURRENT_REQ("the member state's register is handling too many requests", true, 30, true),
  MS_MAX_CONCURRENT_REQ_TIME("the member state's register is handling too many requests", true, 30, true),
  UNKNOWN_ERROR("VIES answered with an unexpected error", true, 60, false);

  private final String description;
  private final boolean retryable;
  private final long retryAfterSeconds;
  private final boolean memberStateFault;

  /**
   * @param memberStateFault whether the error is about one member state's register and so counts
   *                         towards that state's breaker; VIES-wide errors are left to the shared client
   */
  ViesError(String description, boolean retryable, long retryAfterSeconds, boolean memberStateFault) {
    this.description = description;
    this.retryable = retryable;
    this.retryAfterSeconds = retryAfterSeconds;
    this.memberStateFault = memberStateFault;
  }

  public static Optional<ViesError> of(String code) {
    return Arrays.stream(values()).filter(e -> e.name().equals(code)).findFirst();
  }

  /** The most specific code named in a free text (longest name first: MS_MAX_CONCURRENT_REQ_TIME before MS_MAX_CONCURRENT_REQ). */
  public static Optional<ViesError> mentionedIn(String text) {
    if (text == null) return Optional.empty();
    return Arrays.stream(values())
      .filter(e -> e != UNKNOWN_ERROR && text.contains(e.name()))
      .max((a, b) -> Integer.compare(a.name().length(), b.name().length()));
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

  public boolean memberStateFault() {
    return memberStateFault;
  }
}
