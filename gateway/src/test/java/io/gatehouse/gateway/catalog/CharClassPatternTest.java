package io.gatehouse.gateway.catalog;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

class CharClassPatternTest {

  private static final List<String> SIMPLE = List.of("^[A-Za-z0-9_.]{1,40}$",
    "^[a-z_]+$", "^\\d{5}$", "^[0-9]+$", "^[0-9]{5}$", "^[0-9]{4}$", "^[A-Za-z0-9_]+$", "^\\d{2,12}$",
    "^[0-9]{2,6}$", "^[A-Z]{2}$", "^[a-z-]+$", "^[-.a-z]{3,}$", "^[\\d_]+$", "^[\\.\\-/]*$",
    "^[&a]+$", "^\\d+$");

  private static final List<String> OTHERS = List.of("^\\d{4}-\\d{2}-\\d{2}$", "^[0-9]+(,[0-9]+)*$", "[a-z]+",
    "^[^a]+$", "^[a-z&&[b]]+$", "^[a-z&&b]+$", "^[é]+$", "^[a-z]{1,3}x$", "^[a-z]{,5}$", "^[a-z]{5,2}$",
    "^[A-Za-z][A-Za-z0-9_]*$", "^[\\s]+$", "^[a-z]+", "^[]a]+$", "^[a-\\d]+$");

  @Test
  void takesOnlyOneClassRepeatedOverTheWholeString() {
    SIMPLE.forEach(regex -> assertNotNull(CharClassPattern.parse(regex), regex));
    OTHERS.forEach(regex -> assertNull(CharClassPattern.parse(regex), regex));
  }

  /** Random strings, many near the class's edges: the table says what java.util.regex says. */
  @Test
  void agreesWithTheRegexEngine() {
    Random random = new Random(7);
    String alphabet = "azAZ09_.-/&é\u00ff %\t";
    for (String regex : SIMPLE) {
      CharClassPattern simple = CharClassPattern.parse(regex);
      Pattern full = Pattern.compile(regex);
      for (int n = 0; n < 5_000; n++) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(14);
        for (int i = 0; i < length; i++) text.append(alphabet.charAt(random.nextInt(alphabet.length())));
        String s = text.toString();
        assertEquals(full.matcher(s).find(), simple.matches(s), () -> regex + " on '" + s + "'");
      }
    }
  }

  @Test
  void sureOnlyWhereTheRegexIs() {
    // Java's $ also matches before a final line break: the table leaves that to the regex engine
    CharClassPattern simple = CharClassPattern.parse("^[a-z]+$");
    assertEquals(false, simple.matches("abc\n"));
    assertEquals(true, Pattern.compile("^[a-z]+$").matcher("abc\n").find());
  }
}
