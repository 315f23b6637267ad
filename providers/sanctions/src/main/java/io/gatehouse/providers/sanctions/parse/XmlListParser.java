package io.gatehouse.providers.sanctions.parse;

import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.model.SanctionsList;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Streams an XML list: the root's attributes and header elements describe the list, each record
 * element is read whole and turned into an entry. One instance reads one file.
 */
abstract class XmlListParser implements ListParser {

  private final ListFormat format;
  private final String rootName;

  XmlListParser(ListFormat format, String rootName) {
    this.format = format;
    this.rootName = rootName;
  }

  /** Whether an element directly below the root (or below a grouping element) is a record. */
  abstract boolean isRecord(String name);

  /** Whether an element is a header to read whole (e.g. OFAC's publshInformation). */
  boolean isHeader(String name) {
    return false;
  }

  void onRoot(Node root) {
  }

  void onHeader(Node header) {
  }

  /** The entry of a record, or null to skip it. */
  abstract ListEntry toEntry(Node record);

  /** The publisher's version stamp, or null to use the content digest. */
  abstract String version();

  /** When the publisher generated the list, or null. */
  abstract String published();

  @Override
  public SanctionsList parse(Path source, Instant retrieved) throws IOException {
    List<ListEntry> entries = new ArrayList<>();
    DigestInputStream digest;
    try (InputStream in = Digests.sha256(new BufferedInputStream(Files.newInputStream(source), 1 << 16))) {
      digest = (DigestInputStream) in;
      XMLStreamReader reader = Xml.open(in);
      boolean rootSeen = false;
      while (reader.hasNext()) {
        if (reader.next() != XMLStreamConstants.START_ELEMENT) continue;
        String name = reader.getLocalName();
        if (!rootSeen) {
          if (!name.equals(rootName)) {
            throw new IOException("not a " + format.id() + " file: root element is <" + name + ">, expected <"
              + rootName + ">");
          }
          rootSeen = true;
          Node root = new Node(name);
          for (int i = 0; i < reader.getAttributeCount(); i++) {
            root.attributes.put(reader.getAttributeLocalName(i), reader.getAttributeValue(i));
          }
          onRoot(root);
        } else if (isRecord(name)) {
          ListEntry entry = toEntry(Xml.read(reader));
          if (entry != null && !entry.names().isEmpty()) entries.add(entry);
        } else if (isHeader(name)) {
          onHeader(Xml.read(reader));
        }
      }
    } catch (XMLStreamException e) {
      throw Xml.failure(source.getFileName().toString(), e);
    }
    String version = version() == null ? Digests.version(digest.getMessageDigest()) : version();
    ListInfo info = new ListInfo(format.listId(), format.title(), format.id(), version, published(),
      format.officialUrl(), retrieved, entries.size());
    return new SanctionsList(info, entries);
  }
}
