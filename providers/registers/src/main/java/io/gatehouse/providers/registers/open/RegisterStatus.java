package io.gatehouse.providers.registers.open;

import java.util.Locale;

/**
 * The small status every register answer carries, judged from the register's codes (never its
 * text): what Lead Verification's policy reads. A code the gateway does not know is
 * {@link #UNKNOWN}, never taken for active.
 */
public enum RegisterStatus {
  ACTIVE, DISSOLVED, BANKRUPT, LIQUIDATION, STRUCK_OFF, UNKNOWN;

  public String slug() {
    return name().toLowerCase(Locale.ROOT);
  }
}
