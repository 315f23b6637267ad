package io.gatehouse.providers.email;

/** {@code host}, {@code host:port} or {@code [v6]:port}. */
record HostPort(String host, int port) {

  static HostPort parse(String text, int defaultPort) {
    String host = text;
    String port = null;
    if (text.startsWith("[")) {
      int close = text.indexOf(']');
      if (close < 0) throw new IllegalArgumentException("unclosed [ in " + text);
      host = text.substring(1, close);
      if (text.length() > close + 1) {
        if (text.charAt(close + 1) != ':') throw new IllegalArgumentException("expected :port after ] in " + text);
        port = text.substring(close + 2);
      }
    } else if (text.indexOf(':') >= 0 && text.indexOf(':') == text.lastIndexOf(':')) {
      host = text.substring(0, text.indexOf(':'));
      port = text.substring(text.indexOf(':') + 1);
    }
    if (host.isBlank()) throw new IllegalArgumentException("no host in " + text);
    int p = port == null ? defaultPort : Integer.parseInt(port);
    if (p < 1 || p > 65535) throw new IllegalArgumentException("port out of range in " + text);
    return new HostPort(host, p);
  }

  /** The form used in source URLs. */
  String authority() {
    return (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port;
  }
}
