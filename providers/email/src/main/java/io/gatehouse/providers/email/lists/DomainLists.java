package io.gatehouse.providers.email.lists;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

/**
 * The lists an address is compared with: disposable-mail domains ({@link DisposableDomains}), and
 * the bundled lists of free mailbox providers and role local parts.
 */
public final class DomainLists {

  /** Of the bundled free-provider and role lists: changes whenever one of them changes; their version in sources. */
  public static final String VERSION = "2026.11";
  public static final String SOURCE = "Gatehouse email lists";

  private final DisposableDomains disposable;
  private final DomainSet free;
  private final Set<String> roles;

  DomainLists(DisposableDomains disposable, Set<String> free, Set<String> roles) {
    this.disposable = disposable;
    this.free = new DomainSet(Set.copyOf(free));
    this.roles = Set.copyOf(roles);
  }

  /**
   * Reads the bundled files; blocking, so call it from a worker.
   *
   * @param disposableList the operator's disposable-domain file in place of the bundled one, or null
   */
  public static DomainLists load(Path disposableList) {
    return new DomainLists(DisposableDomains.load(disposableList), ListFile.bundled("free-domains.txt").entries(),
      ListFile.bundled("role-local-parts.txt").entries());
  }

  public boolean disposable(String domain) {
    return disposable.contains(domain);
  }

  /** The disposable-domain list in use, for sources. */
  public DisposableDomains disposableList() {
    return disposable;
  }

  public boolean free(String domain) {
    return free.matches(domain);
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
}
