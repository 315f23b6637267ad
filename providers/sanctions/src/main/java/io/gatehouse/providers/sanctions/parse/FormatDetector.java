package io.gatehouse.providers.sanctions.parse;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Tells a list's format from its content: the root element of an XML list, or the shape of
 * OFAC's header-less CSV rows. A folder is read through the one list file it holds.
 */
public final class FormatDetector {

  /** A format and the path its parser reads. */
  public record Detected(ListFormat format, Path path) {
  }

  private static final Map<String, ListFormat> ROOTS = Map.of(
    "export", ListFormat.EU_XML,
    "sdnList", ListFormat.OFAC_XML,
    "CONSOLIDATED_LIST", ListFormat.UN_XML,
    "Designations", ListFormat.UK_XML);
  private static final Pattern OFAC_ROW = Pattern.compile("^\\d+,\"[^\"]*\",.*");

  private FormatDetector() {
  }

  public static Detected detect(Path source) throws IOException {
    if (Files.isDirectory(source)) return detectFolder(source);
    String root = rootElement(source);
    if (root != null) {
      ListFormat format = ROOTS.get(root);
      if (format == null) throw new IOException("unknown XML list: root element <" + root + ">");
      return new Detected(format, source);
    }
    try (BufferedReader reader = Files.newBufferedReader(source, StandardCharsets.ISO_8859_1)) {
      String first = reader.readLine();
      if (first != null && OFAC_ROW.matcher(first.replace("\uFEFF", "")).matches()) {
        return new Detected(ListFormat.OFAC_CSV, source);
      }
    }
    throw new IOException("cannot tell the list format of " + source.getFileName()
      + "; name it with --format (eu-xml, ofac-csv, ofac-xml, un-xml, uk-xml)");
  }

  private static Detected detectFolder(Path folder) throws IOException {
    List<Path> files;
    try (var list = Files.list(folder)) {
      files = list.filter(Files::isRegularFile).toList();
    }
    for (Path file : files) {
      if (file.getFileName().toString().equalsIgnoreCase("sdn.csv")) return new Detected(ListFormat.OFAC_CSV, folder);
    }
    List<Path> xml = files.stream().filter(f -> f.getFileName().toString().toLowerCase().endsWith(".xml")).toList();
    if (xml.size() == 1) return detect(xml.get(0));
    throw new IOException("the folder " + folder.getFileName() + " holds no sdn.csv and not exactly one XML list");
  }

  /** The root element's local name, or null when the file is not XML. */
  private static String rootElement(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      XMLStreamReader reader = Xml.open(in);
      while (reader.hasNext()) {
        if (reader.next() == XMLStreamConstants.START_ELEMENT) return reader.getLocalName();
      }
      return null;
    } catch (XMLStreamException | IOException e) {
      return null;
    }
  }

  /** The format named in options, or detected from the content. */
  public static Detected resolve(Path source, String named) throws IOException {
    if (named == null || named.isBlank()) return detect(source);
    ListFormat format = ListFormat.fromId(named);
    if (Files.isDirectory(source) && format != ListFormat.OFAC_CSV) {
      return new Detected(format, detectFolder(source).path());
    }
    return new Detected(format, source);
  }
}
