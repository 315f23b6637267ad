package io.gatehouse.providers.registers.kbo.data;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The descriptions of KBO codes (code.csv) by category, code and language. Not every code is
 * described in every language, so a description falls back through the other languages.
 */
public final class Codes {

  private final Map<String, String> descriptions = new HashMap<>();

  public void put(String category, String code, String language, String description) {
    if (category == null || code == null || language == null || description == null) return;
    descriptions.put(key(category, code, language.toLowerCase(Locale.ROOT)), description);
  }

  public int size() {
    return descriptions.size();
  }

  /** The description in {@code language}, else in English, Dutch, French or German, else null. */
  public String describe(String category, String code, String language) {
    if (code == null) return null;
    String found = descriptions.get(key(category, code, language));
    if (found != null) return found;
    for (String other : List.of("en", "nl", "fr", "de")) {
      found = descriptions.get(key(category, code, other));
      if (found != null) return found;
    }
    return null;
  }

  /** Every entry as category, code, language, description, for writing the store. */
  public void forEach(EntryConsumer consumer) {
    descriptions.forEach((key, description) -> {
      String[] parts = key.split("\u001f", 3);
      consumer.accept(parts[0], parts[1], parts[2], description);
    });
  }

  @FunctionalInterface
  public interface EntryConsumer {
    void accept(String category, String code, String language, String description);
  }

  private static String key(String category, String code, String language) {
    return category + '\u001f' + code + '\u001f' + language;
  }
}
