package io.gatehouse.providers.email.lists;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A list file: one entry a line, compared in lower case; blank lines and {@code #} comments are
 * skipped, except the header comments {@code # name:}, {@code # url:} and {@code # version:} that
 * say where the list came from.
 */
record ListFile(Set<String> entries, Map<String, String> header) {

  private static final Pattern HEADER = Pattern.compile("#\\s*(name|url|version):\\s*(.+)");

  /** A list bundled beside this class. */
  static ListFile bundled(String name) {
    try (InputStream in = ListFile.class.getResourceAsStream(name)) {
      if (in == null) throw new IllegalStateException("bundled list " + name + " is missing");
      return read(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static ListFile file(Path path) throws IOException {
    try (InputStream in = Files.newInputStream(path)) {
      return read(in);
    }
  }

  private static ListFile read(InputStream in) throws IOException {
    Set<String> entries = new HashSet<>();
    Map<String, String> header = new HashMap<>();
    BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      String entry = line.strip();
      Matcher field = HEADER.matcher(entry);
      if (field.matches()) header.putIfAbsent(field.group(1), field.group(2).strip());
      else if (!entry.isEmpty() && !entry.startsWith("#")) entries.add(entry.toLowerCase(Locale.ROOT));
    }
    return new ListFile(Set.copyOf(entries), Map.copyOf(header));
  }
}
