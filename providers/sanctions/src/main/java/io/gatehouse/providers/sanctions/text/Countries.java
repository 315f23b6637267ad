package io.gatehouse.providers.sanctions.text;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Country names and codes as the lists write them, to ISO 3166-1 alpha-2. The JDK knows the
 * English short names; the lists also use official and older names, added here.
 */
public final class Countries {

  private static final Map<String, String> BY_NAME = new HashMap<>();

  static {
    for (String code : Locale.getISOCountries()) {
      BY_NAME.put(NameFolder.fold(new Locale("", code).getDisplayCountry(Locale.ENGLISH)), code);
    }
    alias("RU", "russian federation");
    alias("IR", "iran islamic republic of", "islamic republic of iran");
    alias("KP", "north korea", "democratic people s republic of korea", "korea north", "dprk");
    alias("KR", "south korea", "republic of korea", "korea south");
    alias("CD", "democratic republic of the congo", "congo democratic republic", "drc", "congo kinshasa");
    alias("CG", "republic of the congo", "congo republic", "congo brazzaville");
    alias("SY", "syria", "syrian arab republic");
    alias("US", "united states", "united states of america", "usa");
    alias("GB", "united kingdom", "great britain", "uk");
    alias("CZ", "czech republic", "czechia");
    alias("VE", "venezuela", "bolivarian republic of venezuela");
    alias("LY", "libya", "libyan arab jamahiriya");
    alias("MM", "burma", "myanmar");
    alias("CI", "cote d ivoire", "ivory coast");
    alias("TR", "turkey", "turkiye");
    alias("PS", "palestinian territories", "palestine", "west bank", "gaza");
    alias("MK", "north macedonia", "macedonia");
    alias("BY", "belarus");
    alias("MD", "moldova", "republic of moldova");
    alias("LA", "laos", "lao people s democratic republic");
    alias("TZ", "tanzania", "united republic of tanzania");
    alias("VN", "vietnam", "viet nam");
    alias("BO", "bolivia");
    alias("XK", "kosovo");
  }

  private Countries() {
  }

  private static void alias(String code, String... names) {
    for (String name : names) BY_NAME.put(NameFolder.fold(name), code);
  }

  /** The alpha-2 code of a code or name, or null when unknown (including the lists' "00" and "UNKNOWN"). */
  public static String toIso2(String value) {
    if (value == null || value.isBlank()) return null;
    String trimmed = value.trim();
    if (trimmed.length() == 2 && Character.isLetter(trimmed.charAt(0)) && Character.isLetter(trimmed.charAt(1))) {
      String upper = trimmed.toUpperCase(Locale.ROOT);
      return upper.equals("UK") ? "GB" : upper;
    }
    return BY_NAME.get(NameFolder.fold(trimmed));
  }
}
