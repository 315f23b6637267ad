package io.gatehouse.providers.analytics;

import java.math.BigDecimal;

/** JSON has no NaN or infinity: such values become null. Decimals keep their exact digits. */
public final class Numbers {

  private Numbers() {
  }

  /** Rounded to {@code digits} significant digits, which is all a model estimate carries. */
  public static Double round(double value, int digits) {
    if (!Double.isFinite(value)) return null;
    if (value == 0) return 0.0;
    return new BigDecimal(value).round(new java.math.MathContext(digits)).doubleValue();
  }

  /** A whole number as a long, so 1000000 is not written as 1.0E6. */
  public static Number exact(BigDecimal value) {
    BigDecimal v = value.stripTrailingZeros();
    if (v.scale() <= 0 && v.precision() - v.scale() <= 18) return v.longValueExact();
    return v.doubleValue();
  }

  public static double parse(Object value) {
    if (value instanceof Number n) return n.doubleValue();
    if (value instanceof String s) {
      try {
        return Double.parseDouble(s.strip());
      } catch (NumberFormatException e) {
        // FRED writes "." for a missing observation; any other text is missing too
        return Double.NaN;
      }
    }
    return Double.NaN;
  }
}
