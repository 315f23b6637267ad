package io.gatehouse.providers.registers.kbo.ingest;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CsvRowsTest {

  private static List<String[]> rows(String text) throws IOException {
    List<String[]> rows = new ArrayList<>();
    try (CsvRows csv = new CsvRows(new StringReader(text))) {
      for (String[] row = csv.next(); row != null; row = csv.next()) rows.add(row);
    }
    return rows;
  }

  @Test
  void readsKboRowsWithQuotesNullsAndLineBreaks() throws IOException {
    List<String[]> rows = rows("\"EntityNumber\",\"Denomination\",\"Note\"\r\n"
      + "\"0410.123.423\",\"Brouwerij \"\"De Ster\"\", Gent\",\n"
      + "\"0750.456.732\",\"\",\"two\nlines\"\n");
    assertEquals(3, rows.size());
    assertArrayEquals(new String[] {"0410.123.423", "Brouwerij \"De Ster\", Gent", null}, rows.get(1));
    assertArrayEquals(new String[] {"0750.456.732", "", "two\nlines"}, rows.get(2));
  }

  @Test
  void namesTheLineARowStartsOn() throws IOException {
    try (CsvRows csv = new CsvRows(new StringReader("\"a\",\"b\"\n\"1\",\"x\ny\"\n\"2\",\"z\"\n"))) {
      csv.next();
      assertEquals(1, csv.line());
      csv.next();
      assertEquals(2, csv.line());
      assertArrayEquals(new String[] {"2", "z"}, csv.next());
      assertEquals(4, csv.line());
    }
  }

  @Test
  void rowsOfOtherLengthsAreLeftToTheCaller() throws IOException {
    List<String[]> rows = rows("a,b,c\n1,2\n1,2,3,4\n");
    assertEquals(List.of(3, 2, 4), rows.stream().map(r -> r.length).toList());
  }

  @Test
  void aTruncatedQuotedFieldFailsWithAnIoException() {
    // a transfer cut inside a quoted field: the quote opens onto the next row, whose quote closes it early
    IOException e = assertThrows(IOException.class, () -> rows("\"a\",\"b\"\n\"0410.123.423\",\"RE\n\"0750\",\"x\"\n"));
    assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), String.valueOf(e.getMessage()));
  }
}
