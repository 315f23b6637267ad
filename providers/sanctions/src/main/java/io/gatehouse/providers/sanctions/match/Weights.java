package io.gatehouse.providers.sanctions.match;

/** How much a token counts in a name: longer tokens say more than initials and particles. */
final class Weights {

  private Weights() {
  }

  static float of(String token) {
    return Math.max(2, Math.min(token.length(), 8));
  }
}
