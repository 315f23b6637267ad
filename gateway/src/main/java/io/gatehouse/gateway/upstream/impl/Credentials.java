package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.manifest.AuthSpec;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.vertx.core.json.JsonObject;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads an upstream's credential and header values through the variables on every request, so a
 * key set after start is picked up. Values never leave this class except into the outgoing request.
 */
final class Credentials {

  private static final Pattern VARIABLE = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_.]*)(?::-([^}]*))?}");

  private final UpstreamSpec spec;
  private final Function<String, Optional<String>> variables;

  Credentials(UpstreamSpec spec, Function<String, Optional<String>> variables) {
    this.spec = spec;
    this.variables = variables;
  }

  /**
   * The credential with its prefix; empty when the upstream has none or an optional one is unset.
   *
   * @throws ProviderException MISSING_CREDENTIAL naming the variable to set
   */
  Optional<String> credential() {
    AuthSpec auth = spec.auth();
    if (auth == null) return Optional.empty();
    Optional<String> value = read(auth.variable());
    if (value.isEmpty() && auth.required()) {
      throw new ProviderException(Failure.MISSING_CREDENTIAL,
        spec.source() + " needs a credential the operator has not configured: set " + auth.variable(),
        new JsonObject().put("variable", auth.variable()).put("upstream", spec.name()), null);
    }
    String prefix = auth.prefix() == null ? "" : auth.prefix();
    return value.map(v -> prefix + (auth.basic() ? basic(v) : v));
  }

  /** HTTP Basic credentials of a key used as the user name, with an empty password. */
  private static String basic(String key) {
    return "Basic " + Base64.getEncoder().encodeToString((key + ":").getBytes(StandardCharsets.UTF_8));
  }

  /** The upstream's fixed headers with {@code ${VAR:-default}} resolved; one that resolves to blank is left out. */
  Map<String, String> headers() {
    Map<String, String> resolved = new LinkedHashMap<>();
    spec.headers().forEach((name, template) -> {
      String value = resolve(template);
      if (!value.isBlank()) resolved.put(name, value);
    });
    return resolved;
  }

  private String resolve(String template) {
    Matcher m = VARIABLE.matcher(template);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String fallback = m.group(2) == null ? "" : m.group(2);
      m.appendReplacement(out, Matcher.quoteReplacement(read(m.group(1)).orElse(fallback)));
    }
    return m.appendTail(out).toString();
  }

  private Optional<String> read(String variable) {
    return variables.apply(variable).filter(v -> !v.isBlank());
  }
}
