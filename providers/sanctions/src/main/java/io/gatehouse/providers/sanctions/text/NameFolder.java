package io.gatehouse.providers.sanctions.text;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Folds a name to comparable tokens: lower case, transliterated to Latin, accents dropped,
 * apostrophes removed inside words, every other punctuation mark a separator. Legal forms and
 * linking words ({@link LegalForms}) are dropped, since "ACME LTD" is "Acme Limited"; titles
 * leading or trailing the name ({@link Titles}) are marked, since "President Robert Mugabe" is
 * Robert Mugabe but "General Trading" is not "Trading".
 */
public final class NameFolder {

  /** How scholarly and machine romanisations of Arabic write ayn and hamza (ʿ, ʾ). */
  private static final char AYN = '\u02bf';
  private static final char HAMZA = '\u02be';
  /** A dotted abbreviation ending the name ("S.A.", "L.L.C."); one word of initials has spaces ("R. G."). */
  private static final Pattern DOTTED_END = Pattern.compile("((?:\\p{L}\\.){2,})\\s*$");

  private NameFolder() {
  }

  /** The folded text: tokens of {@code [a-z0-9]} separated by single spaces. */
  public static String fold(String name) {
    if (name == null) return "";
    // compatibility forms first: Arabic presentation forms (ﻤﺤﻤﺪ) are letters the table knows, ligatures split
    String plain = Normalizer.isNormalized(name, Normalizer.Form.NFKC) ? name : Normalizer.normalize(name, Normalizer.Form.NFKC);
    String lower = plain.toLowerCase(Locale.ROOT);
    StringBuilder latin = new StringBuilder(lower.length() + 8);
    for (int i = 0; i < lower.length(); i++) {
      char c = lower.charAt(i);
      String spelled = Transliteration.of(c);
      latin.append(spelled == null ? String.valueOf(c) : spelled);
    }
    String bare = Normalizer.normalize(latin, Normalizer.Form.NFD);
    StringBuilder out = new StringBuilder(bare.length());
    boolean space = true;
    for (int i = 0; i < bare.length(); i++) {
      char c = bare.charAt(i);
      if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
        out.append(c);
        space = false;
      } else if (isApostrophe(c) || Character.getType(c) == Character.NON_SPACING_MARK) {
        // O'Brien is obrien, not o brien; accents were split off by NFD
      } else if (!space) {
        out.append(' ');
        space = true;
      }
    }
    int end = out.length();
    if (end > 0 && out.charAt(end - 1) == ' ') out.setLength(end - 1);
    return out.toString();
  }

  /**
   * The folded tokens without legal forms and linking words (all of them when nothing else is
   * left), titles marked. In "SURNAME, Given" the surname is never taken for a title ("KING, Mark").
   */
  public static NameTokens tokens(String name) {
    String raw = withoutDottedLegalForm(name == null ? "" : name);
    int comma = raw.indexOf(',');
    List<String> surname = split(comma < 0 ? "" : raw.substring(0, comma));
    List<String> given = split(comma < 0 ? raw : raw.substring(comma + 1));
    List<String> all = new ArrayList<>(surname);
    all.addAll(given);
    // titles are English words; a folded Arabic-script word may spell like one (عمر, Omar, folds to "mr"),
    // so a name in that script has only the script's own titles (شيخ, حاجى)
    Set<String> withAyn = withAyn(raw);
    Predicate<String> isTitle = isArabicScript(raw) ? Titles::isArabicScriptTitle
      : word -> Titles.isTitle(word) && !withAyn.contains(word);
    List<Boolean> title = titles(surname.size(), given, isTitle);
    List<String> kept = new ArrayList<>(all.size());
    List<Boolean> keptTitles = new ArrayList<>(all.size());
    boolean[] phrase = LegalForms.phrases(all);
    for (int i = 0; i < all.size(); i++) {
      if (phrase[i] || LegalForms.isLegalForm(all.get(i))) continue;
      kept.add(all.get(i));
      keptTitles.add(title.get(i));
    }
    if (kept.isEmpty()) return new NameTokens(all, title);
    return new NameTokens(kept, keptTitles);
  }

  /**
   * Which tokens are titles: leading ones while a name is left, trailing ones only while two are
   * left, so a surname that is also a title ("Mark King") stays.
   */
  private static List<Boolean> titles(int surnames, List<String> given, Predicate<String> isTitle) {
    List<Boolean> title = new ArrayList<>(Collections.nCopies(surnames + given.size(), false));
    int from = 0;
    int to = given.size();
    // "ZABIN, Sultan" is a man named Sultan, "Omar Abdul, Mullah" a mullah
    if (surnames > 0 && given.size() == 1 && Titles.isGivenName(given.get(0))) return title;
    while (from < to && surnames + to - from > 1 && isTitle.test(given.get(from))) title.set(surnames + from++, true);
    // after "SURNAME," a trailing title that is also a given name is the name: "AL-TIKRITI, Jamal Abdallah Sultan"
    boolean givenLast = surnames > 0 && to > 0 && Titles.isGivenName(given.get(to - 1));
    while (from < to && surnames + to - from > 2 && isTitle.test(given.get(to - 1)) && !givenLast) {
      title.set(surnames + --to, true);
    }
    return title;
  }

  /**
   * The folded words written with an ayn or hamza mark (ʿ, ʾ): romanised Arabic, not English titles.
   * A machine romanisation writes عمر (Omar) "ʿmr", which folds to "mr".
   */
  private static Set<String> withAyn(String raw) {
    if (raw.indexOf(AYN) < 0 && raw.indexOf(HAMZA) < 0) return Set.of();
    Set<String> words = new HashSet<>();
    for (String word : raw.split("\\s+")) {
      if (word.indexOf(AYN) >= 0 || word.indexOf(HAMZA) >= 0) words.addAll(split(word));
    }
    return words;
  }

  private static String withoutDottedLegalForm(String name) {
    Matcher dotted = DOTTED_END.matcher(name);
    if (dotted.find() && LegalForms.isLegalForm(fold(dotted.group(1)).replace(" ", ""))) {
      return name.substring(0, dotted.start());
    }
    return name;
  }

  private static List<String> split(String text) {
    String folded = fold(text);
    return folded.isEmpty() ? new ArrayList<>() : new ArrayList<>(List.of(folded.split(" ")));
  }

  /** Whether the text holds a letter of the Arabic script (Arabic, Persian, Urdu, Pashto). */
  public static boolean isArabicScript(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (Character.UnicodeBlock.of(text.charAt(i)) == Character.UnicodeBlock.ARABIC) return true;
    }
    return false;
  }

  private static boolean isApostrophe(char c) {
    // ʿ and ʾ are how scholarly romanisations write ayn and hamza ("ʿAbd"): marks, not separators
    return c == '\'' || c == '\u2019' || c == '\u2018' || c == '`' || c == '\u02bc' || c == '\u00b4' || c == AYN
      || c == HAMZA;
  }
}
