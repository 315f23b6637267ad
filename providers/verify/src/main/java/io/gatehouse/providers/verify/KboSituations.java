package io.gatehouse.providers.verify;

import io.gatehouse.providers.verify.peers.KboAnswer;

/**
 * KBO's juridical situation codes, judged by code and never by their description. 000 is the normal
 * situation; the 01x codes are dissolutions and the closing of a liquidation (010 by law, 012 early,
 * 013 judicial, 014 closed), the 05x codes bankruptcy (050 opened); any other code (a judicial
 * reorganisation, a merger, a number replaced) is not normal and needs a person.
 */
final class KboSituations {

  static final String NORMAL = "000";
  static final String ACTIVE_STATUS = "AC";

  private KboSituations() {
  }

  static Finding finding(KboAnswer kbo) {
    String code = kbo.situationCode();
    String described = "juridical situation " + code + (kbo.situationLabel() == null ? "" : " (" + kbo.situationLabel() + ")");
    if (kbo.statusCode() != null && !ACTIVE_STATUS.equals(kbo.statusCode())) {
      return Finding.of("register.ended", "kbo", "KBO gives enterprise " + kbo.number() + " status " + kbo.statusCode()
        + ", not active");
    }
    if (NORMAL.equals(code)) {
      return Finding.of("register.active", "kbo", "KBO lists enterprise " + kbo.number() + " as active, in the normal situation");
    }
    if (code.startsWith("05")) {
      return Finding.of("register.bankrupt", "kbo", "KBO lists enterprise " + kbo.number() + " in bankruptcy: " + described);
    }
    if (code.startsWith("01")) {
      return Finding.of("register.dissolved", "kbo", "KBO lists enterprise " + kbo.number() + " as dissolved or in liquidation: "
        + described);
    }
    return Finding.of("register.abnormal_situation", "kbo", "KBO lists enterprise " + kbo.number()
      + " in a situation other than normal: " + described);
  }
}
