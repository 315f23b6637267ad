package io.gatehouse.gateway.discovery.impl;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.pattern.PatternReplaceCharFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.synonym.SynonymGraphFilter;
import org.apache.lucene.analysis.synonym.SynonymMap;

import java.io.Reader;
import java.util.regex.Pattern;

/**
 * English words of the catalog: whole words (so "vat" never matches inside "observations"),
 * lower case, no stop words, Porter stems; at query time the domain synonyms first.
 */
final class ToolAnalyzer extends Analyzer {

  // "10-K", "8-K", "20-F" stay one word, the same whether written with the hyphen or without
  private static final Pattern FORM_NAME = Pattern.compile("\\b(\\d{1,2})-([A-Za-z])\\b");

  private final SynonymMap synonyms;
  private final boolean stem;

  private ToolAnalyzer(SynonymMap synonyms, boolean stem) {
    this.synonyms = synonyms;
    this.stem = stem;
  }

  /** For the indexed tool texts. */
  static ToolAnalyzer forIndex() {
    return new ToolAnalyzer(null, true);
  }

  /** For queries: the synonyms apply to the words as typed, then everything is stemmed like the index. */
  static ToolAnalyzer forQueries(SynonymMap synonyms) {
    return new ToolAnalyzer(synonyms, true);
  }

  /** For the synonym rules, which must see words as the query's synonym filter sees them: unstemmed. */
  static ToolAnalyzer forRules() {
    return new ToolAnalyzer(null, false);
  }

  @Override
  protected Reader initReader(String fieldName, Reader reader) {
    return new PatternReplaceCharFilter(FORM_NAME, "$1$2", reader);
  }

  @Override
  protected TokenStreamComponents createComponents(String fieldName) {
    Tokenizer source = new StandardTokenizer();
    TokenStream stream = new EnglishPossessiveFilter(source);
    stream = new LowerCaseFilter(stream);
    stream = new StopFilter(stream, EnglishAnalyzer.ENGLISH_STOP_WORDS_SET);
    if (synonyms != null) stream = new SynonymGraphFilter(stream, synonyms, true);
    if (stem) stream = new PorterStemFilter(stream);
    return new TokenStreamComponents(source, stream);
  }

  @Override
  protected TokenStream normalize(String fieldName, TokenStream in) {
    return new LowerCaseFilter(in);
  }
}
