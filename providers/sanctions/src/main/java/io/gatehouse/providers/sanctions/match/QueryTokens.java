package io.gatehouse.providers.sanctions.match;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.text.NameFolder;
import io.gatehouse.providers.sanctions.text.NameTokens;

import java.util.List;

/**
 * The query's tokens as screened, with their weights. A person's titles are dropped; when the
 * caller did not say person or organisation, a leading or trailing title is optional: it counts
 * when a name holds it ("General Trading") and is left out when none does ("General Robert Mugabe").
 * Initials are optional too: "Robert X. Mugabe" is still Robert Gabriel Mugabe.
 */
final class QueryTokens {

  final String[] tokens;
  final float[] weights;
  final boolean[] optional;
  final String[] phonetics;
  final String[] keys;

  private QueryTokens(String[] tokens, float[] weights, boolean[] optional) {
    this.tokens = tokens;
    this.weights = weights;
    this.optional = optional;
    this.phonetics = new String[tokens.length];
    this.keys = new String[tokens.length];
    for (int i = 0; i < tokens.length; i++) {
      phonetics[i] = Similarity.phonetic(tokens[i]);
      keys[i] = Similarity.romanisation(tokens[i]);
    }
  }

  static QueryTokens of(Query query, ScreeningIndex index) {
    NameTokens folded = NameFolder.tokens(query.name());
    List<String> tokens = query.type() == EntityType.PERSON ? folded.withoutTitles() : folded.tokens();
    int n = Math.min(tokens.size(), Scratch.MAX_QUERY_TOKENS);
    String[] q = new String[n];
    float[] weights = new float[n];
    boolean[] optional = new boolean[n];
    for (int i = 0; i < n; i++) {
      q[i] = tokens.get(i);
      weights[i] = index.weightOf(q[i]);
      optional[i] = q[i].length() == 1 || (query.type() == EntityType.UNKNOWN && folded.titles().get(i));
    }
    return new QueryTokens(q, weights, optional);
  }

  int size() {
    return tokens.length;
  }
}
