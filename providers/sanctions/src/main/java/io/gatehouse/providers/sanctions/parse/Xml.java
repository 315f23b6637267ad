package io.gatehouse.providers.sanctions.parse;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.IOException;
import java.io.InputStream;

/** Streaming XML with external entities and DTDs switched off: list files come from outside. */
final class Xml {

  private static final XMLInputFactory FACTORY = XMLInputFactory.newFactory();

  static {
    FACTORY.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    FACTORY.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    FACTORY.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
    FACTORY.setProperty(XMLInputFactory.IS_COALESCING, true);
  }

  private Xml() {
  }

  static XMLStreamReader open(InputStream in) throws IOException {
    try {
      return FACTORY.createXMLStreamReader(in);
    } catch (XMLStreamException e) {
      throw new IOException("not readable as XML: " + e.getMessage(), e);
    }
  }

  /** Reads the element the reader stands on (a START_ELEMENT) with everything inside it. */
  static Node read(XMLStreamReader reader) throws XMLStreamException {
    Node node = start(reader);
    java.util.ArrayDeque<Node> open = new java.util.ArrayDeque<>();
    open.push(node);
    while (!open.isEmpty() && reader.hasNext()) {
      int event = reader.next();
      if (event == XMLStreamConstants.START_ELEMENT) {
        Node child = start(reader);
        open.peek().children.add(child);
        open.push(child);
      } else if (event == XMLStreamConstants.END_ELEMENT) {
        open.pop();
      } else if (event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA) {
        open.peek().text.append(reader.getText());
      }
    }
    return node;
  }

  private static Node start(XMLStreamReader reader) {
    Node node = new Node(reader.getLocalName());
    for (int i = 0; i < reader.getAttributeCount(); i++) {
      node.attributes.put(reader.getAttributeLocalName(i), reader.getAttributeValue(i));
    }
    return node;
  }

  /** A parse failure as the IOException the ingest reports. */
  static IOException failure(String what, XMLStreamException e) {
    return new IOException(what + " is not well-formed XML: " + e.getMessage(), e);
  }
}
