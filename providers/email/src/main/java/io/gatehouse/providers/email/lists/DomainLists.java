package io.gatehouse.providers.email.lists;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The bundled lists: disposable-mail domains, free mailbox providers and role local parts. Domains
 * match themselves and their subdomains, since disposable services hand out addresses under many
 * subdomains of one registered domain.
 */
public final class DomainLists {

  /** Changes whenever a list file changes; reported as the data set's version in sources. */
  public static final String VERSION = "2026.11";
  public static final String SOURCE = "Gatehouse email lists";

  private final Set<String> disposable;
  private final Set<String> free;
  private final Set<String> roles;

  DomainLists(Set<String> disposable, Set<String> free, Set<String> roles) {
    this.disposable = Set.copyOf(disposable);
    this.free = Set.copyOf(free);
    this.roles = Set.copyOf(roles);
  }

  /** Reads the bundled files; blocking, so call it from a worker. */
  public static DomainLists load() {
    return new DomainLists(read("disposable-domains.txt"), read("free-domains.txt"), read("role-local-parts.txt"));
  }

  public boolean disposable(String domain) {
    return matches(disposable, domain);
  }

  public boolean free(String domain) {
    return matches(free, domain);
  }

  /**
   * A role account serves a function rather than a person (RFC 2142 and the like). Sub-addresses
   * ({@code sales+eu}) and separators ({@code no_reply}, {@code no.reply}) do not hide one.
   */
  public boolean role(String localPart) {
    String base = localPart.toLowerCase(Locale.ROOT);
    if (base.startsWith("\"") && base.endsWith("\"") && base.length() >= 2) base = base.substring(1, base.length() - 1);
    int plus = base.indexOf('+');
    if (plus > 0) base = base.substring(0, plus);
    return roles.contains(base) || roles.contains(base.replaceAll("[._-]", ""));
  }

  private static boolean matches(Set<String> set, String domain) {
    String d = domain;
    while (true) {
      if (set.contains(d)) return true;
      int dot = d.indexOf('.');
      // stop before the bare top-level domain
      if (dot < 0 || d.indexOf('.', dot + 1) < 0) return false;
      d = d.substring(dot + 1);
    }
  }

  private static Set<String> read(String name) {
    Set<String> entries = new HashSet<>();
    try (InputStream in = DomainLists.class.getResourceAsStream(name)) {
      if (in == null) throw new IllegalStateException("bundled list " + name + " is missing");
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        String entry = line.strip().toLowerCase(Locale.ROOT);
        if (!entry.isEmpty() && !entry.startsWith("#")) entries.add(entry);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return entries;
  }
}
