package io.gatehouse.providers.email.address;

/** The outcome of the syntax check: an address, or the first rule it breaks. */
public record SyntaxResult(Address address, String reason) {

  static SyntaxResult valid(Address address) {
    return new SyntaxResult(address, null);
  }

  static SyntaxResult invalid(String reason) {
    return new SyntaxResult(null, reason);
  }

  public boolean valid() {
    return address != null;
  }
}
