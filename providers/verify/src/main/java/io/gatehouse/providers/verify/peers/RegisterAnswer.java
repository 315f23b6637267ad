package io.gatehouse.providers.verify.peers;

import java.util.List;

/** What every company register's answer tells about the company. */
public interface RegisterAnswer {

  /** The register's short name, e.g. KBO. */
  String register();

  /** The ISO 3166 country of the register; null where the register does not say. */
  String country();

  /** The company's number in the register. */
  String number();

  /** Every name the register gives the company. */
  List<String> names();
}
