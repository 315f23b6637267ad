package io.gatehouse.providers.registers.kbo.embedded;

import io.gatehouse.providers.registers.kbo.data.Codes;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The code table, small enough to keep in memory, stored as tab-separated lines. */
final class CodesFile {

  private CodesFile() {
  }

  static void write(Path file, Codes codes) throws IOException {
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      IOException[] failed = new IOException[1];
      codes.forEach((category, code, language, description) -> {
        try {
          out.write(category + '\t' + code + '\t' + language + '\t' + description.replace('\t', ' ').replace('\n', ' ') + '\n');
        } catch (IOException e) {
          failed[0] = e;
        }
      });
      if (failed[0] != null) throw failed[0];
    }
  }

  static Codes read(Path file) throws IOException {
    Codes codes = new Codes();
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        String[] parts = line.split("\t", 4);
        if (parts.length == 4) codes.put(parts[0], parts[1], parts[2], parts[3]);
      }
    }
    return codes;
  }
}
