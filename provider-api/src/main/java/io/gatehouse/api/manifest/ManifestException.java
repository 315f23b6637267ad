package io.gatehouse.api.manifest;

import java.util.List;

/** A manifest that cannot be used, with every problem found in it. */
public class ManifestException extends RuntimeException {

  private final List<String> problems;

  public ManifestException(String providerId, List<String> problems) {
    super("invalid manifest" + (providerId == null ? "" : " of '" + providerId + "'") + ": "
      + String.join("; ", problems));
    this.problems = List.copyOf(problems);
  }

  public List<String> problems() {
    return problems;
  }
}
