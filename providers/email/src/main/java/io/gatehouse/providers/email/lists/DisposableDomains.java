package io.gatehouse.providers.email.lists;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;

/**
 * Disposable-mail domains: the bundled disposable-email-domains blocklist or the operator's own
 * file, less the bundled allowlist of domains often mistaken for disposable ones.
 */
public final class DisposableDomains {

  static final String BUNDLED = "disposable-domains.txt";
  static final String ALLOWLIST = "disposable-allowlist.txt";
  static final String OPERATOR_LIST_NAME = "Operator's disposable-domain list";

  private final DomainSet blocked;
  private final DomainSet allowed;
  private final String name;
  private final String url;
  private final String version;

  DisposableDomains(DomainSet blocked, DomainSet allowed, String name, String url, String version) {
    this.blocked = blocked;
    this.allowed = allowed;
    this.name = name;
    this.url = url;
    this.version = version;
  }

  /** Reads the bundled files, or {@code operatorList} in place of the bundled blocklist; blocking. */
  static DisposableDomains load(Path operatorList) {
    DomainSet allowed = new DomainSet(ListFile.bundled(ALLOWLIST).entries());
    if (operatorList == null) return of(ListFile.bundled(BUNDLED), allowed, null);
    ListFile list;
    String modified;
    try {
      list = ListFile.file(operatorList);
      modified = "modified " + Files.getLastModifiedTime(operatorList).toInstant().atOffset(ZoneOffset.UTC).toLocalDate();
    } catch (IOException e) {
      throw new IllegalArgumentException("disposable_list " + operatorList + " cannot be read: " + e, e);
    }
    // an empty list would quietly report no address as disposable
    if (list.entries().isEmpty()) throw new IllegalArgumentException("disposable_list " + operatorList + " holds no domains");
    return of(list, allowed, modified);
  }

  private static DisposableDomains of(ListFile list, DomainSet allowed, String defaultVersion) {
    return new DisposableDomains(new DomainSet(list.entries()), allowed,
      list.header().getOrDefault("name", OPERATOR_LIST_NAME), list.header().get("url"),
      list.header().getOrDefault("version", defaultVersion));
  }

  public boolean contains(String domain) {
    return blocked.matches(domain) && !allowed.matches(domain);
  }

  /** The list's name for sources. */
  public String name() {
    return name;
  }

  /** Where the list is maintained, or null. */
  public String url() {
    return url;
  }

  /** The list's version or, for an operator's file that names none, its modification date. */
  public String version() {
    return version;
  }

  int size() {
    return blocked.domains().size();
  }
}
