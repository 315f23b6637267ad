package io.gatehouse.providers.email.lists;

import java.util.Set;

/**
 * Registered domains that match themselves and their subdomains, since mail services hand out
 * addresses under many subdomains of one registered domain.
 */
record DomainSet(Set<String> domains) {

  boolean matches(String domain) {
    String d = domain;
    while (true) {
      if (domains.contains(d)) return true;
      int dot = d.indexOf('.');
      // stop before the bare top-level domain
      if (dot < 0 || d.indexOf('.', dot + 1) < 0) return false;
      d = d.substring(dot + 1);
    }
  }
}
