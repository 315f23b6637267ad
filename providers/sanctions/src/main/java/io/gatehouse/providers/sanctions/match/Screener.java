package io.gatehouse.providers.sanctions.match;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.EntryName;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.NameKind;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Screens one name against an index: finds candidate tokens for each query token (exact, same
 * phonetic key, or enough shared trigrams and a close Jaro-Winkler score), gathers the names
 * holding them, scores each name by token-set matching, then lets birth date, country and alias
 * strength move the score. Thread-safe; CPU-bound and short, but run it off the event loop.
 */
public final class Screener {

  /** Share of a query token's trigrams a list token must have to be compared at all. */
  private static final double TRIGRAM_SHARE = 0.4;
  /**
   * How much of the score rests on covering the listed name: a caller who gives a listed person's
   * first and last names ("Tariq Ahmed" for Tariq Anwar El Sayed Ahmed) must still reach the threshold.
   */
  private static final double NAME_COVERAGE = 0.2;
  /**
   * The name score of a name written in Arabic script whose {@link ConsonantKey} is a listed name's,
   * and the similarity of such a word to a listed word with its key: the script does not say the
   * vowels, so equal consonants are as close as two spellings of a name can show.
   */
  static final double CONSONANTS = 0.95;
  private static final int[] NONE = new int[0];
  /** A name's score before adjustments may rise by at most this much through them. */
  private static final double MAX_BONUS = Adjustments.MAX_BONUS;

  private final ScreeningIndex index;

  public Screener(ScreeningIndex index) {
    this.index = index;
  }

  public ScreeningIndex index() {
    return index;
  }

  public List<Match> screen(Query query) {
    QueryTokens q = QueryTokens.of(query, index);
    if (q.size() == 0 || index.isEmpty()) return List.of();

    Scratch s = Scratch.get(index);
    for (int i = 0; i < q.size(); i++) collectTokens(s, q, i);
    int need = gatherNames(s, q.gathering, false);
    if (s.candidateCount == 0) need = gatherNames(s, q.gathering, true);

    Adjustments adjustments = new Adjustments(query);
    Map<Integer, Scored> best = new HashMap<>();
    for (int c = 0; c < s.candidateCount; c++) {
      int n = s.candidates[c];
      int tokens = index.nameTokens[n].length;
      if (Integer.bitCount(s.nameMask[n]) < Math.min(need, tokens)) continue;
      ListEntry entry = index.nameEntry[n];
      if (!entry.type().compatibleWith(query.type())) continue;
      double nameScore = scoreName(s, n, q, null);
      if (nameScore + MAX_BONUS < query.threshold()) continue;
      double score = adjustments.apply(nameScore, entry, index.names[n], null);
      Scored previous = best.get(index.nameEntryNo[n]);
      if (score >= query.threshold() && (previous == null || score > previous.score)) {
        best.put(index.nameEntryNo[n], new Scored(n, nameScore, score, false));
      }
    }
    for (int n : index.byConsonants(q.consonantKeys)) {
      ListEntry entry = index.nameEntry[n];
      if (!entry.type().compatibleWith(query.type())) continue;
      if (index.orders(n).stream().noneMatch(order -> spells(q.nameSpelling, order))) continue;
      double score = adjustments.apply(CONSONANTS, entry, index.names[n], null);
      Scored previous = best.get(index.nameEntryNo[n]);
      if (score >= query.threshold() && (previous == null || score > previous.score)) {
        best.put(index.nameEntryNo[n], new Scored(n, CONSONANTS, score, true));
      }
    }
    List<Scored> ranked = new ArrayList<>(best.values());
    ranked.sort(Comparator.comparingDouble((Scored x) -> -x.score).thenComparing(x -> index.nameEntry[x.name].id()));
    List<Match> matches = new ArrayList<>();
    for (Scored scored : ranked.subList(0, Math.min(query.limit(), ranked.size()))) {
      matches.add(explain(s, scored, q, adjustments));
    }
    return matches;
  }

  private void collectTokens(Scratch s, QueryTokens query, int i) {
    String q = query.tokens[i];
    Integer exact = index.tokenIds.get(q);
    if (exact != null) s.offer(exact, i, 1f);
    if (query.wordConsonants != null) {
      for (String key : query.wordConsonants.get(i)) {
        for (int t : index.byWordConsonants.getOrDefault(key, NONE)) {
          if (spells(query.wordSpellings[i], List.of(index.tokens[t]))) s.offer(t, i, (float) CONSONANTS);
        }
      }
      // a word of the script without its vowels is a different name one letter away: no fuzzy comparison
      if (!query.latin) return;
    }
    if (q.length() < Similarity.SHORTEST_ROMANISED || Character.isDigit(q.charAt(0))) return;
    String phonetic = query.phonetics[i];
    String key = query.keys[i];
    if (q.length() < Similarity.SHORTEST_FUZZY) {
      offerAll(s, q, phonetic, key, index.byRomanisation.get(key), i);
      return;
    }
    int[] codes = Trigrams.of(q);
    int needShared = Math.max(1, (int) Math.ceil(codes.length * TRIGRAM_SHARE));
    int maxLengthGap = Math.max(2, q.length() / 3);
    int round = ++s.trigramRound;
    s.touchedCount = 0;
    for (int code : codes) {
      // postings are sorted by token length: only the window of plausible lengths is read
      int[] holders = index.byTrigram[code];
      int[] lengths = index.byTrigramLength[code];
      int k = lowerBound(lengths, q.length() - maxLengthGap);
      int end = lowerBound(lengths, q.length() + maxLengthGap + 1);
      for (; k < end; k++) {
        int t = holders[k];
        if (s.trigramEpoch[t] != round) {
          s.trigramEpoch[t] = round;
          s.trigramCount[t] = 0;
          s.touch(t);
        }
        s.trigramCount[t]++;
      }
    }
    for (int k = 0; k < s.touchedCount; k++) {
      int t = s.touched[k];
      if (s.trigramCount[t] < needShared || (exact != null && t == exact)) continue;
      offer(s, q, phonetic, key, t, i);
    }
    offerAll(s, q, phonetic, key, index.byRomanisation.get(key), i);
    offerAll(s, q, phonetic, key, index.byPhonetic.get(phonetic), i);
  }

  /** Whether listed words can be an English spelling of the query's Arabic-script ones. */
  private static boolean spells(java.util.regex.Pattern arabic, List<String> listed) {
    return arabic.matcher(ConsonantKey.listedLetters(listed).replace(" ", "")).matches();
  }

  private void offerAll(Scratch s, String q, String phonetic, String key, int[] alike, int i) {
    if (alike == null) return;
    for (int t : alike) {
      if (s.sim(t, i) == 0) offer(s, q, phonetic, key, t, i);
    }
  }

  private void offer(Scratch s, String q, String phonetic, String key, int t, int i) {
    double sim = Similarity.of(q, phonetic, key, index.tokens[t], index.phonetics[t], index.romanisations[t]);
    if (sim > 0) s.offer(t, i, (float) sim);
  }

  private static int lowerBound(int[] sorted, int value) {
    int lo = 0;
    int hi = sorted.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (sorted[mid] < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Marks every name holding a candidate token with the query tokens it answers. Tokens held by
   * very many names are skipped unless nothing else was found; only the {@code gathering} query
   * tokens count (not initials). Returns how many of them a name must answer: two when at least two
   * found anything, else one.
   */
  private int gatherNames(Scratch s, int gathering, boolean includeCommon) {
    int answered = 0;
    int skipped = 0;
    for (int k = 0; k < s.slotCount; k++) {
      int t = s.slotToken[k];
      int[] holders = index.postings[t];
      float[] row = s.slotSims[k];
      int bits = 0;
      for (int i = 0; i < Scratch.MAX_QUERY_TOKENS; i++) if (row[i] > 0) bits |= 1 << i;
      bits &= gathering;
      if (bits == 0) continue;
      if (!includeCommon && holders.length > index.commonPostings) {
        skipped |= bits;
        continue;
      }
      answered |= bits;
      for (int n : holders) {
        if (s.nameEpoch[n] != s.epoch) {
          s.nameEpoch[n] = s.epoch;
          s.nameMask[n] = 0;
          s.candidate(n);
        }
        s.nameMask[n] |= bits;
      }
    }
    // a query token whose common spelling was skipped ("al", "mohammed") cannot be required of a
    // name through a rare spelling ("all", "mohammad") alone
    return Math.min(2, Integer.bitCount(answered & ~skipped));
  }

  /**
   * Token-set score: each query token is paired with at most one name token, best pairs first.
   * Query coverage counts most; name tokens left unpaired (a middle name the caller did not
   * give) lower the score a little. An initial pairs with a token it begins ({@link Similarity#initial});
   * a title that pairs with nothing is left out of the query's weight, an initial counts half. When {@code pairs} is given, the pairing is written to it.
   */
  private double scoreName(Scratch s, int n, QueryTokens q, JsonArray pairs) {
    int[] nameTokens = index.nameTokens[n];
    // only persons' names have initials: "MARIA E" (a vessel) is not Maria Eriksson
    boolean initials = index.nameEntry[n].type() == EntityType.PERSON || index.nameEntry[n].type() == EntityType.UNKNOWN;
    int rows = q.size();
    int cols = nameTokens.length;
    boolean[] rowUsed = new boolean[rows];
    boolean[] colUsed = new boolean[cols];
    double covered = 0;
    double nameCovered = 0;
    while (true) {
      float bestSim = 0;
      int bi = -1;
      int bj = -1;
      for (int i = 0; i < rows; i++) {
        if (rowUsed[i]) continue;
        for (int j = 0; j < cols; j++) {
          if (colUsed[j]) continue;
          float sim = similarity(s, q, i, nameTokens[j]);
          if (initials) sim = Math.max(sim, Similarity.initial(q.tokens[i], index.tokens[nameTokens[j]]));
          if (sim > bestSim) {
            bestSim = sim;
            bi = i;
            bj = j;
          }
        }
      }
      if (bi < 0) break;
      rowUsed[bi] = true;
      colUsed[bj] = true;
      covered += q.weights[bi] * bestSim;
      String token = index.tokens[nameTokens[bj]];
      nameCovered += index.tokenWeight[nameTokens[bj]] * bestSim;
      if (pairs != null) pairs.add(new JsonObject().put("query_token", bi).put("list_token", token).put("similarity", round(bestSim)));
    }
    double total = 0;
    for (int i = 0; i < rows; i++) {
      if (rowUsed[i] || !q.optional[i]) total += q.weights[i];
      // an initial that pairs with nothing still counts half: "A. H. Omar" is not just "Omar"
      else if (q.tokens[i].length() == 1) total += q.weights[i] / 2;
    }
    if (total == 0) return 0;
    double queryCoverage = covered / total;
    double nameCoverage = nameCovered / index.nameWeight[n];
    return queryCoverage * (1 - NAME_COVERAGE + NAME_COVERAGE * nameCoverage);
  }

  /**
   * The similarity of query token {@code i} to a token of a candidate name. Tokens the candidate
   * search did not reach (a swap near the start shares few trigrams) are compared now, once.
   */
  private float similarity(Scratch s, QueryTokens q, int i, int token) {
    float sim = s.sim(token, i);
    if (sim == 0f && !q.latin) sim = Scratch.UNLIKE;
    if (sim == 0f) {
      sim = (float) Similarity.of(q.tokens[i], q.phonetics[i], q.keys[i], index.tokens[token], index.phonetics[token],
        index.romanisations[token]);
      if (sim == 0f) sim = Scratch.UNLIKE;
      s.offer(token, i, sim);
    }
    return Math.max(sim, 0f);
  }

  private Match explain(Scratch s, Scored scored, QueryTokens q, Adjustments adjustments) {
    int n = scored.name;
    JsonArray pairs = new JsonArray();
    scoreName(s, n, q, pairs);
    JsonArray tokens = new JsonArray();
    for (Object o : pairs) {
      JsonObject pair = (JsonObject) o;
      String query = q.tokens[pair.getInteger("query_token")];
      String listToken = pair.getString("list_token");
      double sim = pair.getDouble("similarity");
      String key = Similarity.romanisation(query);
      String how = query.equals(listToken) ? "exact"
        : query.length() == 1 || listToken.length() == 1 ? "initial"
        : !key.isEmpty() && key.equals(Similarity.romanisation(listToken)) ? "romanisation"
        : q.wordConsonants != null && sim == round(CONSONANTS) ? "consonants"
        : sim == Similarity.PHONETIC && Similarity.jaroWinkler(query, listToken) < Similarity.PHONETIC ? "phonetic"
        : "jaro-winkler";
      tokens.add(new JsonObject().put("query", query).put("list", listToken).put("similarity", sim).put("how", how));
    }
    List<String> listTokens = new ArrayList<>();
    for (int t : index.nameTokens[n]) listTokens.add(index.tokens[t]);
    List<String> unpaired = new ArrayList<>(listTokens);
    tokens.forEach(o -> unpaired.remove(((JsonObject) o).getString("list")));
    List<String> missing = new ArrayList<>(List.of(q.tokens));
    tokens.forEach(o -> missing.remove(((JsonObject) o).getString("query")));

    JsonArray features = new JsonArray();
    String how = scored.consonants ? "the query, written in Arabic script, has the consonants of " : "token-set match of the query with ";
    features.add(new JsonObject().put("feature", "name").put("effect", round(scored.nameScore))
      .put("detail", how + index.names[n].kind().id().replace('_', ' ') + " '" + index.names[n].name() + "'"));
    adjustments.apply(scored.nameScore, index.nameEntry[n], index.names[n], features);
    EntryName name = index.names[n];
    JsonObject explanation = new JsonObject()
      .put("summary", summary(name, scored, features))
      .put("name_score", round(scored.nameScore))
      .put("tokens", tokens)
      .put("unmatched_query_tokens", new JsonArray(missing))
      .put("unmatched_list_tokens", new JsonArray(unpaired))
      .put("features", features);
    return new Match(index.lists.get(index.nameList[n]), index.nameEntry[n], name, round(scored.score), explanation);
  }

  private static String summary(EntryName name, Scored scored, JsonArray features) {
    StringBuilder text = new StringBuilder("matched ").append(name.kind() == NameKind.PRIMARY ? "primary name" : "alias")
      .append(" '").append(name.name()).append("' with name score ").append(round(scored.nameScore));
    for (int i = 1; i < features.size(); i++) {
      JsonObject f = features.getJsonObject(i);
      double effect = f.getDouble("effect");
      text.append("; ").append(f.getString("feature")).append(' ').append(effect >= 0 ? "+" : "").append(effect);
    }
    return text.append(" = ").append(round(scored.score)).toString();
  }

  static double round(double value) {
    return Math.round(value * 1000) / 1000.0;
  }

  /** A name's scores; {@code consonants} when it was found by its {@link ConsonantKey}. */
  private record Scored(int name, double nameScore, double score, boolean consonants) {
  }
}
