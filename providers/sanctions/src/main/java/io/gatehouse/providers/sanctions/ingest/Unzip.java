package io.gatehouse.providers.sanctions.ingest;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/** Unpacks a zipped list into a temporary folder, refusing entries that would land outside it. */
final class Unzip {

  private Unzip() {
  }

  static boolean isZip(Path file) throws IOException {
    if (!Files.isRegularFile(file)) return false;
    try (InputStream in = Files.newInputStream(file)) {
      byte[] magic = in.readNBytes(4);
      return magic.length == 4 && magic[0] == 'P' && magic[1] == 'K' && magic[2] == 3 && magic[3] == 4;
    }
  }

  static Path extract(Path zip, Path into) throws IOException {
    Path folder = Files.createTempDirectory(into, "unzipped");
    try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
      ZipEntry entry;
      while ((entry = in.getNextEntry()) != null) {
        if (entry.isDirectory()) continue;
        // flatten: list archives hold a few files, sometimes below one folder
        Path target = folder.resolve(Path.of(entry.getName()).getFileName().toString()).normalize();
        if (!target.startsWith(folder)) throw new IOException("zip entry escapes the folder: " + entry.getName());
        Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
      }
    }
    return folder;
  }

  static void delete(Path folder) {
    if (folder == null) return;
    try (var paths = Files.walk(folder)) {
      paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException ignored) {
      // a leftover temporary folder is harmless
    }
  }
}
