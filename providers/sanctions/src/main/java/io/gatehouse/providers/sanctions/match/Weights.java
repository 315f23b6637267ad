package io.gatehouse.providers.sanctions.match;

/**
 * How much a token counts in a name: longer tokens say more than particles, an initial least (so an
 * initial the list does not have costs a true match little), and a token many names hold
 * ("mohammed", "trading") less than a rare one, since sharing it says less about being the same name.
 */
final class Weights {

  /** Tokens held by at most this many names (or a thousandth of them, when more) count fully. */
  private static final int COMMON_FROM = 20;

  private Weights() {
  }

  static float of(String token) {
    return token.length() == 1 ? 1 : Math.max(2, Math.min(token.length(), 8));
  }

  /** The weight of a token that {@code holders} of the index's {@code names} names hold. */
  static float of(String token, int holders, int names) {
    double common = Math.max(COMMON_FROM, names / 1000.0);
    return holders <= common ? of(token) : (float) (of(token) / (1 + Math.log(holders / common)));
  }
}
