package io.gatehouse.gateway.audit;

/**
 * Runs of a record's text written lately, by the identity of the strings they were written from: a
 * key's calls repeat its id, fingerprint and plan, a provider's sources their name, version and status,
 * call after call, and copying their text costs less than writing it again. Direct-mapped on the first
 * string's hash: a miss, or another run in the slot, is written as before and kept. Used at one place
 * of a record each, so a run's leading comma is right wherever it is copied. Not thread-safe.
 */
final class WrittenRuns {

  private static final int SLOTS = 64;
  private static final int ARITY = 5;

  private final String[] strings = new String[SLOTS * ARITY];
  private final byte[][] runs = new byte[SLOTS][];

  /** The run kept for exactly these strings (the same objects), or null. */
  byte[] find(String a, String b, String c, String d, String e) {
    int slot = slot(a);
    int at = slot * ARITY;
    if (runs[slot] == null || strings[at] != a || strings[at + 1] != b || strings[at + 2] != c
      || strings[at + 3] != d || strings[at + 4] != e) {
      return null;
    }
    return runs[slot];
  }

  void keep(String a, String b, String c, String d, String e, byte[] run) {
    int slot = slot(a);
    int at = slot * ARITY;
    strings[at] = a;
    strings[at + 1] = b;
    strings[at + 2] = c;
    strings[at + 3] = d;
    strings[at + 4] = e;
    runs[slot] = run;
  }

  private static int slot(String first) {
    return first == null ? 0 : first.hashCode() & (SLOTS - 1);
  }
}
