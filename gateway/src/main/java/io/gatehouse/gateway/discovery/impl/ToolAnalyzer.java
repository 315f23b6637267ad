package io.gatehouse.gateway.discovery.impl;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
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
import java.util.List;
import java.util.regex.Pattern;

/**
 * English words of the catalog: whole words (so "vat" never matches inside "observations"),
 * lower case, no stop words, Porter stems; queries also lose their filler words and gain the
 * domain synonyms. Synonyms match stems, so a rule for "gage" also serves "gages".
 */
final class ToolAnalyzer extends Analyzer {

  // "10-K", "8-K", "20-F" stay one word, the same whether written with the hyphen or without
  private static final Pattern FORM_NAME = Pattern.compile("\\b(\\d{1,2})-([A-Za-z])\\b");
  // words of a request that narrow the time or ask politely, not what a tool does
  private static final CharArraySet QUERY_FILLER = CharArraySet.unmodifiableSet(new CharArraySet(List.of(
    "last", "next", "ago", "over", "year", "years", "month", "months", "please", "show", "give", "tell", "me", "my",
    "i", "get", "want", "need"), false));

  private final SynonymMap synonyms;

  private ToolAnalyzer(SynonymMap synonyms) {
    this.synonyms = synonyms;
  }

  /** For the indexed tool texts, and for the synonym rules, which must read as the index does. */
  static ToolAnalyzer forIndex() {
    return new ToolAnalyzer(null);
  }

  static ToolAnalyzer forQueries(SynonymMap synonyms) {
    return new ToolAnalyzer(synonyms);
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
    if (synonyms != null) stream = new StopFilter(stream, QUERY_FILLER);
    stream = new PorterStemFilter(stream);
    if (synonyms != null) stream = new SynonymGraphFilter(stream, synonyms, true);
    return new TokenStreamComponents(source, stream);
  }

  @Override
  protected TokenStream normalize(String fieldName, TokenStream in) {
    return new LowerCaseFilter(in);
  }
}
