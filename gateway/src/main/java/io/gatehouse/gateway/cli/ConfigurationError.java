package io.gatehouse.gateway.cli;

import java.nio.file.Path;

/** A configuration that cannot be used: reported in one line, as the operator's to fix, not as a stack trace. */
final class ConfigurationError extends RuntimeException {

  ConfigurationError(Path file, Throwable cause) {
    super("the configuration " + file + " cannot be used: " + (cause.getMessage() == null ? cause : cause.getMessage()), cause);
  }
}
