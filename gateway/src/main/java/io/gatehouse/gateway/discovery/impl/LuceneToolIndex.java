package io.gatehouse.gateway.discovery.impl;

import io.gatehouse.gateway.discovery.SearchableTool;
import io.gatehouse.gateway.discovery.ToolIndex;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.ByteBuffersDirectory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The tools in an in-memory Lucene index, ranked by BM25 over their weighted fields. */
public final class LuceneToolIndex implements ToolIndex {

  private static final Analyzer QUERY_ANALYZER = ToolAnalyzer.forQueries(DomainSynonyms.load());
  // far above any word score: a query naming a tool exactly answers that tool first
  private static final float EXACT_NAME_BOOST = 100f;

  private final IndexSearcher searcher;
  private final FieldsQueryBuilder queries = new FieldsQueryBuilder(QUERY_ANALYZER);

  private LuceneToolIndex(IndexSearcher searcher) {
    this.searcher = searcher;
  }

  public static LuceneToolIndex build(List<SearchableTool> tools) {
    ByteBuffersDirectory directory = new ByteBuffersDirectory();
    try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(ToolAnalyzer.forIndex()))) {
      for (SearchableTool tool : tools) writer.addDocument(ToolFields.document(tool));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot index the tools in memory", e);
    }
    try {
      return new LuceneToolIndex(new IndexSearcher(DirectoryReader.open(directory)));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the in-memory tool index", e);
    }
  }

  @Override
  public Hits search(String text, int offset, int limit) {
    Query query = query(text);
    try {
      TopDocs top = searcher.search(query, offset + limit);
      StoredFields stored = searcher.storedFields();
      List<String> names = new ArrayList<>();
      for (int i = offset; i < top.scoreDocs.length; i++) {
        ScoreDoc hit = top.scoreDocs[i];
        names.add(stored.document(hit.doc).get(ToolFields.STORED_NAME));
      }
      return new Hits(names, searcher.count(query));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot search the in-memory tool index", e);
    }
  }

  private Query query(String text) {
    BooleanQuery.Builder query = new BooleanQuery.Builder();
    // a pasted tool name is words too: its parts are indexed as words of the name field
    Query words = queries.createBooleanQuery(FieldsQueryBuilder.ANY_FIELD, text.replace('_', ' '));
    if (words != null) query.add(words, BooleanClause.Occur.SHOULD);
    Term exact = new Term(ToolFields.NAME_EXACT, text.strip().toLowerCase(Locale.ROOT));
    query.add(new BoostQuery(new TermQuery(exact), EXACT_NAME_BOOST), BooleanClause.Occur.SHOULD);
    return query.build();
  }
}
