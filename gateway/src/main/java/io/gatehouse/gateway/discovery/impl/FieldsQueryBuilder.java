package io.gatehouse.gateway.discovery.impl;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.DisjunctionMaxQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.SynonymQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.QueryBuilder;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;

/**
 * Builds the query for one analysed text as if every tool field were one: each query word (or set of
 * synonyms at one position) scores by its best field, weighted, so that a tool matching more of the
 * words beats one matching a single word in many fields.
 */
final class FieldsQueryBuilder extends QueryBuilder {

  /** Names the analysed text only; the terms are searched in every weighted field. */
  static final String ANY_FIELD = "any";
  // a little credit for a word found in more than one field, much less than for another word
  private static final float TIE_BREAKER = 0.2f;

  FieldsQueryBuilder(Analyzer analyzer) {
    super(analyzer);
  }

  @Override
  protected Query newTermQuery(Term term, float boost) {
    return acrossFields(field -> new TermQuery(new Term(field, term.bytes())), boost);
  }

  @Override
  protected Query newSynonymQuery(String field, TermAndBoost[] terms) {
    return acrossFields(f -> {
      SynonymQuery.Builder synonyms = new SynonymQuery.Builder(f);
      for (TermAndBoost t : terms) synonyms.addTerm(t.term, t.boost);
      return synonyms.build();
    }, 1f);
  }

  /** A word with synonyms of several words counts once, by its best form, not once per form found. */
  @Override
  protected Query newGraphSynonymQuery(Iterator<Query> alternatives) {
    List<Query> forms = new ArrayList<>();
    alternatives.forEachRemaining(forms::add);
    return new DisjunctionMaxQuery(forms, 0f);
  }

  private static Query acrossFields(Function<String, Query> perField, float boost) {
    List<Query> byField = ToolFields.WEIGHTS.entrySet().stream()
      .map(e -> (Query) new BoostQuery(perField.apply(e.getKey()), e.getValue())).toList();
    Query best = new DisjunctionMaxQuery(byField, TIE_BREAKER);
    return boost == 1f ? best : new BoostQuery(best, boost);
  }
}
