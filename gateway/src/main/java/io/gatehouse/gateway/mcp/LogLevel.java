package io.gatehouse.gateway.mcp;

/** The syslog levels MCP logging uses, least severe first. */
public enum LogLevel {
  DEBUG, INFO, NOTICE, WARNING, ERROR, CRITICAL, ALERT, EMERGENCY;

  private static final LogLevel[] ALL = values();

  public String wire() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /** The level named on the wire, or null when the name is not a level. */
  public static LogLevel parse(String wire) {
    if (wire != null) {
      for (LogLevel level : ALL) {
        if (level.wire().equals(wire)) {
          return level;
        }
      }
    }
    return null;
  }
}
