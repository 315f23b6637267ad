package io.gatehouse.providers.email;

import io.gatehouse.providers.email.smtp.SmtpSettings;
import io.vertx.core.json.JsonObject;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * The provider's configuration ({@code providers.email}), each key with an environment fallback:
 * {@code resolver} ({@code EMAIL_RESOLVER}, {@code host:port}, default the system's first name
 * server), {@code dns_timeout_ms} (default 5000), {@code smtp_probe_enabled}
 * ({@code EMAIL_SMTP_PROBE_ENABLED}, default false), {@code smtp_port} ({@code EMAIL_SMTP_PORT},
 * default 25), {@code smtp_helo}, {@code smtp_from}, {@code smtp_timeout_ms} (default 10000) and
 * {@code disposable_list} ({@code EMAIL_DISPOSABLE_LIST}, a file of disposable-mail domains used in
 * place of the bundled list) and {@code dns_canary} ({@code EMAIL_DNS_CANARY}, default {@value #DEFAULT_CANARY},
 * empty for none: a name that exists, asked before a domain the resolver denies is called non-existent).
 *
 * @param resolver       null for the system's resolver
 * @param disposableList null for the bundled list
 * @param dnsCanary      null for none
 */
record EmailSettings(HostPort resolver, long dnsTimeoutMs, boolean probeEnabled, SmtpSettings smtp, Path disposableList,
                     String dnsCanary) {

  /** IANA's reserved example domain: it exists for every resolver that reaches the internet. */
  static final String DEFAULT_CANARY = "example.com";

  static EmailSettings from(JsonObject config, Function<String, Optional<String>> env) {
    String resolver = value(config, "resolver", env, "EMAIL_RESOLVER");
    HostPort hostPort = resolver == null || resolver.isBlank() ? null : HostPort.parse(resolver.strip(), 53);
    boolean probe = Boolean.parseBoolean(value(config, "smtp_probe_enabled", env, "EMAIL_SMTP_PROBE_ENABLED"));
    String smtpPort = value(config, "smtp_port", env, "EMAIL_SMTP_PORT");
    SmtpSettings smtp = new SmtpSettings(smtpPort == null ? 25 : Integer.parseInt(smtpPort),
      config.getString("smtp_helo", "gatehouse.invalid"), config.getString("smtp_from", ""),
      config.getLong("smtp_timeout_ms", 10_000L));
    String disposableList = value(config, "disposable_list", env, "EMAIL_DISPOSABLE_LIST");
    String canary = value(config, "dns_canary", env, "EMAIL_DNS_CANARY");
    if (canary == null) canary = DEFAULT_CANARY;
    return new EmailSettings(hostPort, config.getLong("dns_timeout_ms", 5_000L), probe, smtp,
      disposableList == null || disposableList.isBlank() ? null : Path.of(disposableList.strip()),
      canary.isBlank() ? null : canary.strip());
  }

  private static String value(JsonObject config, String key, Function<String, Optional<String>> env, String variable) {
    Object configured = config.getValue(key);
    return configured != null ? String.valueOf(configured) : env.apply(variable).orElse(null);
  }
}
