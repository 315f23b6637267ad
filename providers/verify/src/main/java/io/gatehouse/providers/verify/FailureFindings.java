package io.gatehouse.providers.verify;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.providers.verify.peers.UnreadableAnswer;

/** What a check that did not answer means: only a register's "no such number" is evidence about the lead. */
final class FailureFindings {

  private static final String UNKNOWN_OPERATION = "unknown operation";

  private FailureFindings() {
  }

  static Finding of(Check check, Throwable cause) {
    if (cause instanceof UnreadableAnswer unreadable) {
      return Finding.of("source.unreadable", check.name(), unreadable.getMessage());
    }
    if (!(cause instanceof ProviderException e)) {
      return Finding.of("source.unavailable", check.name(), check.tool() + " could not answer: " + cause.getMessage());
    }
    String message = e.getMessage();
    Failure failure = e.failure();
    if (failure == Failure.NOT_FOUND && String.valueOf(message).startsWith(UNKNOWN_OPERATION)) {
      return Finding.of("source.not_installed", check.name(), check.tool() + " is not available on this gateway, so "
        + check.name() + " was not checked");
    }
    if (failure == Failure.OUT_OF_SCOPE) {
      return Finding.of("scope.denied", check.name(), check.tool() + " is outside this key's scope, so " + check.name()
        + " was not checked");
    }
    if (check.register() && failure == Failure.NOT_FOUND) {
      return Finding.of("register.not_found", check.name(), message);
    }
    if (failure == Failure.BAD_ARGUMENT) {
      return switch (check.kind()) {
        case KVK, KBO, REGISTER -> Finding.of("register.invalid_number", check.name(), "the register refused the number: " + message);
        case VAT -> Finding.of("vat.not_checkable", check.name(), "vat_check cannot check the number: " + message);
        case EMAIL -> Finding.of("email.invalid_syntax", check.name(), "the address is not a valid email address: " + message);
        // not an outage: the name itself could not be screened (a script the screener cannot read)
        case SANCTIONS -> Finding.of("sanctions.not_screened", check.name(), check.tool() + " could not screen the name: "
          + message);
      };
    }
    if (failure == Failure.MISSING_CREDENTIAL || failure == Failure.NOT_CONFIGURED) {
      return Finding.of("source.not_configured", check.name(), check.tool() + " is not set up on this gateway: " + message);
    }
    return new Finding("source.unavailable", check.name(), check.tool() + " could not answer (" + failure.slug() + "): "
      + message, e.retryAfterSeconds());
  }
}
