package io.gatehouse.providers.sanctions.parse;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
final class Csv {

  private final Reader in;
  private int pending = -2;

  Csv(Reader in) {
    this.in = in;
  }

  /** The next record's fields, trimmed, or null at the end. */
  List<String> next() throws IOException {
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    boolean any = false;
    int c;
    while ((c = read()) != -1) {
      any = true;
      if (quoted) {
        if (c == '"') {
          int after = read();
          if (after == '"') {
            field.append('"');
          } else {
            quoted = false;
            pending = after;
          }
        } else {
          field.append((char) c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        fields.add(field.toString().trim());
        field.setLength(0);
      } else if (c == '\n') {
        break;
      } else if (c != '\r') {
        field.append((char) c);
      }
    }
    if (!any) return null;
    fields.add(field.toString().trim());
    return fields;
  }

  private int read() throws IOException {
    if (pending != -2) {
      int c = pending;
      pending = -2;
      return c;
    }
    return in.read();
  }
}
