package io.gatehouse.providers.registers.kbo;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/** The test extracts (a full one and a daily update, in KBO's formats, with made-up entities). */
final class Fixtures {

  private Fixtures() {
  }

  static Path folder(String name) {
    try {
      return Path.of(Fixtures.class.getClassLoader().getResource("kbo/" + name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The full extract zipped as KBO ships it, inside a folder of the zip. */
  static Path zipped(String name, Path into) throws IOException {
    Path zip = into.resolve("KboOpenData_0180_2026_11_Full.zip");
    try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip)); Stream<Path> files = Files.list(folder(name))) {
      for (Path file : files.sorted().toList()) {
        out.putNextEntry(new ZipEntry("extract/" + file.getFileName()));
        Files.copy(file, out);
        out.closeEntry();
      }
    }
    return zip;
  }

  /** A copy of an extract whose {@code file} breaks after its first rows: a truncated transfer. */
  static Path corrupted(String name, String file, Path into) throws IOException {
    Path copy = Files.createDirectories(into.resolve(name + "-corrupt"));
    try (Stream<Path> files = Files.list(folder(name))) {
      for (Path source : files.toList()) Files.copy(source, copy.resolve(source.getFileName()));
    }
    List<String> lines = Files.readAllLines(copy.resolve(file));
    List<String> broken = new java.util.ArrayList<>(lines.subList(0, 3));
    broken.add("\"0410.123.423\",\"RE");
    broken.addAll(lines.subList(3, lines.size()));
    Files.write(copy.resolve(file), broken);
    return copy;
  }
}
