package io.gatehouse.gateway.discovery.impl;

import org.apache.lucene.analysis.synonym.SolrSynonymParser;
import org.apache.lucene.analysis.synonym.SynonymMap;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.text.ParseException;

/** The words users say for the catalog's words (synonyms.txt beside this class, Solr's format). */
final class DomainSynonyms {

  private static final String RESOURCE = "synonyms.txt";

  private DomainSynonyms() {
  }

  static SynonymMap load() {
    try (InputStream in = DomainSynonyms.class.getResourceAsStream(RESOURCE)) {
      if (in == null) throw new IllegalStateException(RESOURCE + " is missing from the gateway jar");
      SolrSynonymParser parser = new SolrSynonymParser(true, true, ToolAnalyzer.forIndex());
      try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
        parser.parse(reader);
      }
      return parser.build();
    } catch (IOException | ParseException e) {
      throw new IllegalStateException("cannot read the discovery synonyms: " + e.getMessage(), e);
    }
  }
}
