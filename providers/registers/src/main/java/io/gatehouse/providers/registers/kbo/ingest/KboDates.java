package io.gatehouse.providers.registers.kbo.ingest;

/** KBO writes dates as dd-mm-yyyy; results carry ISO dates. */
public final class KboDates {

  private KboDates() {
  }

  public static String iso(String kboDate) {
    if (kboDate == null) return null;
    String date = kboDate.trim();
    if (date.length() != 10 || date.charAt(2) != '-' || date.charAt(5) != '-') {
      throw new IllegalArgumentException("not a dd-mm-yyyy date: " + kboDate);
    }
    return date.substring(6) + "-" + date.substring(3, 5) + "-" + date.substring(0, 2);
  }

  /** Like {@link #iso} but leaves anything that is not a KBO date as it is. */
  public static String isoOrAsIs(String kboDate) {
    try {
      return iso(kboDate);
    } catch (IllegalArgumentException e) {
      return kboDate;
    }
  }
}
