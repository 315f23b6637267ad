package io.gatehouse.providers.sanctions.match;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.EntryName;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.model.SanctionsList;
import io.gatehouse.providers.sanctions.text.NameFolder;
import io.gatehouse.providers.sanctions.text.NameTokens;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An immutable index over every name of every loaded list, each also in the spellings with one
 * particle joined to its word ("alhouthi"). Each distinct folded token gets an id; tokens are found by
 * exact text, by phonetic and romanisation key, by shared trigrams and (for queries in Arabic script)
 * by consonants, and each token lists the names holding it; whole names are found by consonants too. Built once per list change, off the event loop, then shared by all
 * screenings without locks.
 */
public final class ScreeningIndex {

  final List<ListInfo> lists;
  // per name
  final int nameCount;
  final ListEntry[] nameEntry;
  /** Which entry (numbered across all lists) a name belongs to. */
  final int[] nameEntryNo;
  final int[] nameList;
  final EntryName[] names;
  final int[][] nameTokens;
  final float[] nameWeight;
  /** Per token its {@link Weights weight}, by length and by how many names hold it. */
  final float[] tokenWeight;
  // per token
  final String[] tokens;
  final String[] phonetics;
  final String[] romanisations;
  final int[][] postings;
  final Map<String, Integer> tokenIds;
  final Map<String, int[]> byPhonetic;
  final Map<String, int[]> byRomanisation;
  /** Per trigram the tokens holding it, shortest first, and their lengths (for a length window). */
  final int[][] byTrigram;
  final int[][] byTrigramLength;
  /** Tokens by their one-word {@link ConsonantKey}, for words of queries written in Arabic script. */
  final Map<String, int[]> byWordConsonants;
  /** Names by their {@link ConsonantKey}, for queries written in Arabic script. */
  private final Map<String, int[]> byConsonantKey;
  /** Tokens held by more names than this (e.g. "mohammed") do not pull in candidates on their own. */
  final int commonPostings;

  private ScreeningIndex(List<ListInfo> lists, List<ListEntry> entryOfName, List<Integer> entryNoOfName,
                         List<Integer> listOfName,
                         List<EntryName> nameList, List<int[]> tokensOfName, List<String> vocabulary,
                         List<List<Integer>> postingLists, Map<String, Integer> tokenIds,
                         Map<String, List<Integer>> consonantKeys) {
    this.lists = List.copyOf(lists);
    this.nameCount = nameList.size();
    this.nameEntry = entryOfName.toArray(ListEntry[]::new);
    this.nameEntryNo = entryNoOfName.stream().mapToInt(Integer::intValue).toArray();
    this.nameList = listOfName.stream().mapToInt(Integer::intValue).toArray();
    this.names = nameList.toArray(EntryName[]::new);
    this.nameTokens = tokensOfName.toArray(int[][]::new);
    this.tokens = vocabulary.toArray(String[]::new);
    this.tokenIds = Map.copyOf(tokenIds);
    this.phonetics = new String[tokens.length];
    this.romanisations = new String[tokens.length];
    this.postings = new int[tokens.length][];
    Map<String, List<Integer>> phonetic = new HashMap<>();
    Map<String, List<Integer>> romanisation = new HashMap<>();
    List<List<Integer>> trigram = new ArrayList<>(Trigrams.SLOTS);
    for (int i = 0; i < Trigrams.SLOTS; i++) trigram.add(null);
    for (int t = 0; t < tokens.length; t++) {
      postings[t] = postingLists.get(t).stream().mapToInt(Integer::intValue).distinct().toArray();
      phonetics[t] = Similarity.phonetic(tokens[t]);
      if (!phonetics[t].isEmpty()) phonetic.computeIfAbsent(phonetics[t], k -> new ArrayList<>()).add(t);
      romanisations[t] = Similarity.romanisation(tokens[t]);
      if (!romanisations[t].isEmpty()) romanisation.computeIfAbsent(romanisations[t], k -> new ArrayList<>()).add(t);
      if (tokens[t].length() >= Similarity.SHORTEST_FUZZY) {
        for (int code : Trigrams.of(tokens[t])) {
          List<Integer> list = trigram.get(code);
          if (list == null) trigram.set(code, list = new ArrayList<>());
          if (list.isEmpty() || list.get(list.size() - 1) != t) list.add(t);
        }
      }
    }
    this.byPhonetic = new HashMap<>();
    phonetic.forEach((k, v) -> byPhonetic.put(k, v.stream().mapToInt(Integer::intValue).toArray()));
    this.byRomanisation = new HashMap<>();
    romanisation.forEach((k, v) -> byRomanisation.put(k, v.stream().mapToInt(Integer::intValue).toArray()));
    this.byTrigram = new int[Trigrams.SLOTS][];
    this.byTrigramLength = new int[Trigrams.SLOTS][];
    for (int i = 0; i < Trigrams.SLOTS; i++) {
      List<Integer> list = trigram.get(i);
      byTrigram[i] = list == null ? new int[0] : list.stream().mapToInt(Integer::intValue)
        .boxed().sorted(java.util.Comparator.comparingInt(t -> tokens[t].length())).mapToInt(Integer::intValue).toArray();
      byTrigramLength[i] = new int[byTrigram[i].length];
      for (int k = 0; k < byTrigram[i].length; k++) byTrigramLength[i][k] = tokens[byTrigram[i][k]].length();
    }
    this.tokenWeight = new float[tokens.length];
    for (int t = 0; t < tokens.length; t++) tokenWeight[t] = Weights.of(tokens[t], postings[t].length, nameCount);
    this.nameWeight = new float[nameCount];
    for (int n = 0; n < nameCount; n++) {
      float w = 0;
      for (int t : nameTokens[n]) w += tokenWeight[t];
      nameWeight[n] = w;
    }
    this.commonPostings = Math.max(500, nameCount / 40);
    Map<String, List<Integer>> wordKeys = new HashMap<>();
    for (int t = 0; t < tokens.length; t++) {
      for (String key : ConsonantKey.ofListedWord(tokens[t])) wordKeys.computeIfAbsent(key, k -> new ArrayList<>()).add(t);
    }
    this.byWordConsonants = new HashMap<>();
    wordKeys.forEach((k, v) -> byWordConsonants.put(k, v.stream().mapToInt(Integer::intValue).toArray()));
    this.byConsonantKey = new HashMap<>();
    consonantKeys.forEach((k, v) -> byConsonantKey.put(k, v.stream().mapToInt(Integer::intValue).distinct().toArray()));
  }

  public static ScreeningIndex build(List<SanctionsList> lists) {
    List<ListInfo> infos = new ArrayList<>();
    List<ListEntry> entryOfName = new ArrayList<>();
    List<Integer> listOfName = new ArrayList<>();
    List<Integer> entryNoOfName = new ArrayList<>();
    int entryNo = 0;
    List<EntryName> names = new ArrayList<>();
    List<int[]> tokensOfName = new ArrayList<>();
    List<String> vocabulary = new ArrayList<>();
    List<List<Integer>> postings = new ArrayList<>();
    Map<String, Integer> tokenIds = new HashMap<>();
    Map<String, List<Integer>> consonantKeys = new HashMap<>();
    for (SanctionsList list : lists) {
      int listIndex = infos.size();
      infos.add(list.info());
      for (ListEntry entry : list.entries()) {
        entryNo++;
        for (EntryName name : entry.names()) {
          NameTokens tokens = NameFolder.tokens(name.name());
          List<String> folded = entry.type() == EntityType.PERSON ? tokens.withoutTitles() : tokens.tokens();
          if (folded.isEmpty()) continue;
          for (String key : consonantKeys(name.name(), folded, entry.type())) {
            consonantKeys.computeIfAbsent(key, k -> new ArrayList<>()).add(names.size());
          }
          for (List<String> spelling : Particles.joined(folded)) {
            int nameId = names.size();
            int[] ids = new int[spelling.size()];
            for (int i = 0; i < ids.length; i++) {
              Integer id = tokenIds.get(spelling.get(i));
              if (id == null) {
                id = vocabulary.size();
                tokenIds.put(spelling.get(i), id);
                vocabulary.add(spelling.get(i));
                postings.add(new ArrayList<>(2));
              }
              ids[i] = id;
              postings.get(id).add(nameId);
            }
            names.add(name);
            entryOfName.add(entry);
            entryNoOfName.add(entryNo);
            listOfName.add(listIndex);
            tokensOfName.add(ids);
          }
        }
      }
    }
    return new ScreeningIndex(infos, entryOfName, entryNoOfName, listOfName, names, tokensOfName, vocabulary, postings,
      tokenIds, consonantKeys);
  }

  /** A name's {@link ConsonantKey}s: as written, and given names first when written "SURNAME, Given". */
  private static List<String> consonantKeys(String written, List<String> folded, EntityType type) {
    List<String> keys = new ArrayList<>(ConsonantKey.ofListed(folded));
    int comma = written.indexOf(',');
    if (type == EntityType.PERSON && comma > 0) {
      List<String> natural = new ArrayList<>(NameFolder.tokens(written.substring(comma + 1)).withoutTitles());
      natural.addAll(NameFolder.tokens(written.substring(0, comma)).withoutTitles());
      for (String key : ConsonantKey.ofListed(natural)) if (!keys.contains(key)) keys.add(key);
    }
    return keys;
  }

  /** A name's folded tokens as indexed, and given names first when it is written "SURNAME, Given". */
  List<List<String>> orders(int n) {
    List<String> indexed = new ArrayList<>(nameTokens[n].length);
    for (int t : nameTokens[n]) indexed.add(tokens[t]);
    String written = names[n].name();
    int comma = written.indexOf(',');
    if (nameEntry[n].type() != EntityType.PERSON || comma < 0) return List.of(indexed);
    List<String> natural = new ArrayList<>(NameFolder.tokens(written.substring(comma + 1)).withoutTitles());
    natural.addAll(NameFolder.tokens(written.substring(0, comma)).withoutTitles());
    return List.of(indexed, natural);
  }

  /** Names whose {@link ConsonantKey} is {@code key}. */
  int[] byConsonants(List<String> keys) {
    if (keys.isEmpty()) return new int[0];
    if (keys.size() == 1) return byConsonantKey.getOrDefault(keys.get(0), new int[0]);
    return keys.stream().flatMapToInt(k -> java.util.Arrays.stream(byConsonantKey.getOrDefault(k, new int[0])))
      .distinct().toArray();
  }

  public List<ListInfo> lists() {
    return lists;
  }

  public int nameCount() {
    return nameCount;
  }

  public int entryCount() {
    return lists.stream().mapToInt(ListInfo::entries).sum();
  }

  public boolean isEmpty() {
    return nameCount == 0;
  }

  /**
   * Whether a name holds the token, as written or in another romanisation ("abdool" is "abdul"):
   * such a word is not split into a particle and the rest.
   */
  boolean holds(String token) {
    return tokenIds.containsKey(token) || byRomanisation.containsKey(Similarity.romanisation(token));
  }

  /** A query token's weight: as the index weighs it when a name holds it, else by its length. */
  float weightOf(String token) {
    Integer id = tokenIds.get(token);
    return id == null ? Weights.of(token) : tokenWeight[id];
  }

  int vocabularySize() {
    return tokens.length;
  }
}
