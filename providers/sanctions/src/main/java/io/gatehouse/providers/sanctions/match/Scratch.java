package io.gatehouse.providers.sanctions.match;

import java.util.Arrays;

/**
 * Per-thread working arrays of one screening, sized to the index and reused, so a screening
 * allocates almost nothing. Epoch stamps replace clearing: a slot is valid only when its stamp is
 * the current one.
 */
final class Scratch {

  static final int MAX_QUERY_TOKENS = 12;

  int epoch;
  // candidate tokens: token id -> slot, slot -> similarity per query token
  int[] tokenEpoch = new int[0];
  int[] tokenSlot = new int[0];
  int slotCount;
  int[] slotToken = new int[64];
  float[][] slotSims = new float[64][];
  // trigram counting, one round per query token
  int trigramRound;
  int[] trigramEpoch = new int[0];
  int[] trigramCount = new int[0];
  int[] touched = new int[256];
  int touchedCount;
  // candidate names: bit i set when query token i matched one of the name's tokens
  int[] nameEpoch = new int[0];
  int[] nameMask = new int[0];
  int[] candidates = new int[256];
  int candidateCount;

  private static final ThreadLocal<Scratch> PER_THREAD = ThreadLocal.withInitial(Scratch::new);

  static Scratch get(ScreeningIndex index) {
    Scratch s = PER_THREAD.get();
    s.fit(index.vocabularySize(), index.nameCount);
    s.epoch++;
    s.slotCount = 0;
    s.candidateCount = 0;
    return s;
  }

  private void fit(int vocabulary, int names) {
    if (tokenEpoch.length < vocabulary) {
      tokenEpoch = new int[vocabulary];
      tokenSlot = new int[vocabulary];
      trigramEpoch = new int[vocabulary];
      trigramCount = new int[vocabulary];
      // the epoch starts again: a name stamped in an old one would pass for a candidate of the new one
      Arrays.fill(nameEpoch, 0);
      epoch = 0;
      trigramRound = 0;
    }
    if (nameEpoch.length < names) {
      nameEpoch = new int[names];
      nameMask = new int[names];
      Arrays.fill(tokenEpoch, 0);
      Arrays.fill(trigramEpoch, 0);
      epoch = 0;
      trigramRound = 0;
    }
    if (epoch > Integer.MAX_VALUE - 1000 || trigramRound > Integer.MAX_VALUE - 1000) {
      Arrays.fill(tokenEpoch, 0);
      Arrays.fill(trigramEpoch, 0);
      Arrays.fill(nameEpoch, 0);
      epoch = 0;
      trigramRound = 0;
    }
  }

  /** Recorded for a token compared with a query token and found unlike it. */
  static final float UNLIKE = -1f;

  /** The similarity of token {@code token} to query token {@code q}; {@link #UNLIKE}, or 0 when not compared yet. */
  float sim(int token, int q) {
    return tokenEpoch[token] == epoch ? slotSims[tokenSlot[token]][q] : 0f;
  }

  /** Records a similarity, or {@link #UNLIKE} for a comparison that found none. */
  void offer(int token, int q, float sim) {
    float[] row = slot(token);
    if (sim > row[q] || (sim == UNLIKE && row[q] == 0f)) row[q] = sim;
  }

  private float[] slot(int token) {
    if (tokenEpoch[token] != epoch) {
      tokenEpoch[token] = epoch;
      if (slotCount == slotToken.length) {
        slotToken = Arrays.copyOf(slotToken, slotCount * 2);
        slotSims = Arrays.copyOf(slotSims, slotCount * 2);
      }
      float[] row = slotSims[slotCount];
      if (row == null) slotSims[slotCount] = row = new float[MAX_QUERY_TOKENS];
      else Arrays.fill(row, 0f);
      slotToken[slotCount] = token;
      tokenSlot[token] = slotCount++;
    }
    return slotSims[tokenSlot[token]];
  }

  void touch(int token) {
    if (touchedCount == touched.length) touched = Arrays.copyOf(touched, touchedCount * 2);
    touched[touchedCount++] = token;
  }

  void candidate(int name) {
    if (candidateCount == candidates.length) candidates = Arrays.copyOf(candidates, candidateCount * 2);
    candidates[candidateCount++] = name;
  }
}
