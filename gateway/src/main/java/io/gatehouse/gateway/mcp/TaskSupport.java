package io.gatehouse.gateway.mcp;

import java.util.Locale;

/**
 * Whether a tool may run as a task of the tasks extension (2026-07-28), as its
 * {@code execution.taskSupport} says: never, when the client can take one, or only as a task.
 */
public enum TaskSupport {
  FORBIDDEN,
  OPTIONAL,
  REQUIRED;

  public String wire() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The value of a wire name; null for anything else. */
  public static TaskSupport parse(String wire) {
    for (TaskSupport s : values()) {
      if (s.wire().equals(wire)) {
        return s;
      }
    }
    return null;
  }
}
