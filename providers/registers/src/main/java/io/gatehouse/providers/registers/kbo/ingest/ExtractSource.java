package io.gatehouse.providers.registers.kbo.ingest;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/** A KBO extract as a zip file or an unpacked folder: its CSV files by name. */
public final class ExtractSource implements AutoCloseable {

  private final ZipFile zip;
  private final Map<String, ZipEntry> entries = new HashMap<>();
  private final Map<String, Path> files = new HashMap<>();

  private ExtractSource(ZipFile zip) {
    this.zip = zip;
  }

  public static ExtractSource open(Path source) throws IOException {
    if (Files.isDirectory(source)) {
      ExtractSource folder = new ExtractSource(null);
      try (Stream<Path> list = Files.list(source)) {
        list.filter(Files::isRegularFile).forEach(p -> folder.files.put(baseName(p.getFileName().toString()), p));
      }
      return folder;
    }
    ExtractSource archive = new ExtractSource(new ZipFile(source.toFile(), StandardCharsets.UTF_8));
    archive.zip.stream().filter(e -> !e.isDirectory()).forEach(e -> archive.entries.put(baseName(e.getName()), e));
    return archive;
  }

  /** Whether the extract holds {@code name}.csv, e.g. {@code enterprise} or {@code enterprise_insert}. */
  public boolean has(String name) {
    String file = name + ".csv";
    return zip == null ? files.containsKey(file) : entries.containsKey(file);
  }

  public Reader open(String name) throws IOException {
    String file = name + ".csv";
    InputStream in = zip == null ? Files.newInputStream(files.get(file)) : zip.getInputStream(entries.get(file));
    if (in == null) throw new IOException("the extract has no " + file);
    BufferedInputStream buffered = new BufferedInputStream(in, 1 << 16);
    skipByteOrderMark(buffered);
    return new InputStreamReader(buffered, StandardCharsets.UTF_8);
  }

  private static void skipByteOrderMark(BufferedInputStream in) throws IOException {
    in.mark(3);
    if (in.read() != 0xEF || in.read() != 0xBB || in.read() != 0xBF) in.reset();
  }

  private static String baseName(String path) {
    String name = path.substring(path.lastIndexOf('/') + 1);
    return name.toLowerCase(Locale.ROOT);
  }

  @Override
  public void close() throws IOException {
    if (zip != null) zip.close();
  }
}
