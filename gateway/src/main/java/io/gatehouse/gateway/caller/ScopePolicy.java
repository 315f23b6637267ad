package io.gatehouse.gateway.caller;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Which providers and tools a caller may use, written as space- or comma-separated entries:
 * <ul>
 *   <li>{@code fred}, {@code fred_*}, {@code *}: allowed, a provider id or a tool name ({@code *} any run of
 *       characters); with no allowed entry at all, everything is allowed;</li>
 *   <li>{@code -sec_company_facts} (or {@code !...}): denied; a denial beats any allowance;</li>
 *   <li>{@code @readOnly} / {@code @!destructive}: a tool annotation ({@code readOnlyHint},
 *       {@code destructiveHint}, {@code idempotentHint}, {@code openWorldHint}) must be / must not be true,
 *       with the MCP defaults for an absent hint.</li>
 * </ul>
 * An entry may carry the prefix {@code tools:}, the form OAuth token scopes take. The empty policy allows all.
 */
public final class ScopePolicy {

  /** The prefix of token scopes that are policy entries, and of the scope a challenge names. */
  public static final String TOKEN_PREFIX = "tools:";
  public static final ScopePolicy ALL = new ScopePolicy(List.of(), List.of(), Map.of(), "");

  private static final Pattern NAME = Pattern.compile("[a-z0-9_*.-]+");
  private static final Cache<String, ScopePolicy> PARSED = Caffeine.newBuilder().executor(Runnable::run)
    .maximumSize(1024).build();
  private static final List<String> HINTS = List.of("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint");

  /** Why a tool is out of scope; the names are the reasons the denial metric counts. */
  public enum Denial { DENIED, NOT_ALLOWED, ANNOTATION;

    public String reason() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  private final List<Pattern> allow;
  private final List<Pattern> deny;
  private final Map<String, Boolean> hints;
  private final String text;

  private ScopePolicy(List<Pattern> allow, List<Pattern> deny, Map<String, Boolean> hints, String text) {
    this.allow = allow;
    this.deny = deny;
    this.hints = hints;
    this.text = text;
  }

  /** The policy these entries write; null or blank allows all. Fails with IllegalArgumentException naming a bad entry. */
  public static ScopePolicy parse(String entries) {
    if (entries == null || entries.isBlank()) return ALL;
    // a key's own scope is read on each of its requests: its patterns are compiled once
    return PARSED.get(entries, ScopePolicy::compile);
  }

  private static ScopePolicy compile(String entries) {
    List<Pattern> allow = new ArrayList<>();
    List<Pattern> deny = new ArrayList<>();
    Map<String, Boolean> hints = new LinkedHashMap<>();
    List<String> canonical = new ArrayList<>();
    for (String raw : entries.trim().split("[\\s,]+")) {
      String entry = raw.startsWith(TOKEN_PREFIX) ? raw.substring(TOKEN_PREFIX.length()) : raw;
      if (entry.startsWith("@")) {
        boolean wanted = !entry.startsWith("@!");
        String hint = hint(entry.substring(wanted ? 1 : 2));
        hints.put(hint, wanted);
        canonical.add((wanted ? "@" : "@!") + hint);
        continue;
      }
      boolean denied = entry.startsWith("-") || entry.startsWith("!");
      String name = (denied ? entry.substring(1) : entry).toLowerCase(Locale.ROOT);
      if (!NAME.matcher(name).matches()) throw new IllegalArgumentException("not a scope entry: " + raw);
      (denied ? deny : allow).add(glob(name));
      canonical.add(denied ? "-" + name : name);
    }
    return new ScopePolicy(List.copyOf(allow), List.copyOf(deny), Map.copyOf(hints), String.join(" ", canonical));
  }

  /**
   * An OAuth token's scopes as a policy: only {@code tools:} entries count; none allows all. An entry
   * this gateway cannot read is left out rather than refusing a token the issuer signed.
   */
  public static ScopePolicy fromTokenScopes(List<String> tokenScopes) {
    List<String> entries = new ArrayList<>();
    for (String s : tokenScopes) {
      if (!s.startsWith(TOKEN_PREFIX)) continue;
      try {
        parse(s);
        entries.add(s);
      } catch (IllegalArgumentException e) {
        // a scope meant for another resource server, or a later syntax: not ours to read
      }
    }
    return parse(String.join(" ", entries));
  }

  public boolean allowsAll() {
    return allow.isEmpty() && deny.isEmpty() && hints.isEmpty();
  }

  /** Null when the tool is in scope, else why not; {@code names} are the provider id and the tool's names. */
  public Denial check(JsonObject annotationsOrNull, String... names) {
    for (String name : names) {
      if (matches(deny, name)) return Denial.DENIED;
    }
    if (!allow.isEmpty()) {
      boolean allowed = false;
      for (String name : names) allowed |= matches(allow, name);
      if (!allowed) return Denial.NOT_ALLOWED;
    }
    for (Map.Entry<String, Boolean> hint : hints.entrySet()) {
      if (effective(annotationsOrNull, hint.getKey()) != hint.getValue()) return Denial.ANNOTATION;
    }
    return null;
  }

  /** The canonical text; parses back to an equal policy. */
  public String text() {
    return text;
  }

  /**
   * A hint's value as MCP reads it: readOnly and idempotent default to false, destructive and
   * openWorld to true, and a read-only tool is neither destructive nor meaningfully idempotent-or-not.
   */
  private static boolean effective(JsonObject annotations, String hint) {
    JsonObject a = annotations == null ? new JsonObject() : annotations;
    boolean readOnly = Boolean.TRUE.equals(a.getValue("readOnlyHint"));
    return switch (hint) {
      case "readOnlyHint" -> readOnly;
      case "destructiveHint" -> !readOnly && !Boolean.FALSE.equals(a.getValue("destructiveHint"));
      case "idempotentHint" -> Boolean.TRUE.equals(a.getValue("idempotentHint"));
      default -> !Boolean.FALSE.equals(a.getValue("openWorldHint"));
    };
  }

  private static String hint(String name) {
    String full = name.endsWith("Hint") ? name : name + "Hint";
    for (String known : HINTS) {
      if (known.equalsIgnoreCase(full)) return known;
    }
    throw new IllegalArgumentException("not a tool annotation: " + name + " (one of " + String.join(", ", HINTS) + ")");
  }

  private static boolean matches(List<Pattern> patterns, String name) {
    if (name == null) return false;
    for (Pattern p : patterns) {
      if (p.matcher(name).matches()) return true;
    }
    return false;
  }

  private static Pattern glob(String name) {
    StringBuilder regex = new StringBuilder();
    String[] parts = name.split("\\*", -1);
    for (int i = 0; i < parts.length; i++) {
      if (i > 0) regex.append(".*");
      if (!parts[i].isEmpty()) regex.append(Pattern.quote(parts[i]));
    }
    return Pattern.compile(regex.toString());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ScopePolicy p && p.text.equals(text);
  }

  @Override
  public int hashCode() {
    return Objects.hash(text);
  }

  @Override
  public String toString() {
    return text.isEmpty() ? "*" : text;
  }
}
