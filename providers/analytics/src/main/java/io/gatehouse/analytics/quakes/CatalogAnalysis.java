package io.gatehouse.analytics.quakes;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Clusters, aftershock sequences and the b-value of one catalogue.
 *
 * @param labels per input event, its cluster or {@link SpaceTimeDbscan#NOISE}
 * @param bValue null when too few events reach the magnitude of completeness
 */
public record CatalogAnalysis(List<Quake> quakes, int[] labels, List<ClusterSummary> clusters,
                              List<AftershockSequences.Sequence> sequences, BValue bValue) {

  /** Fewest events above Mc for a b-value worth reporting. */
  public static final int MIN_EVENTS_FOR_B = 25;

  public static CatalogAnalysis of(List<Quake> quakes, CatalogOptions options) {
    long epsMillis = Math.round(options.epsHours() * 3_600_000d);
    int[] labels = SpaceTimeDbscan.cluster(quakes, options.epsKm(), epsMillis, options.minPoints());
    Map<Integer, List<Integer>> members = new TreeMap<>();
    for (int i = 0; i < labels.length; i++) {
      if (labels[i] != SpaceTimeDbscan.NOISE) members.computeIfAbsent(labels[i], k -> new ArrayList<>()).add(i);
    }
    List<ClusterSummary> clusters = new ArrayList<>();
    members.forEach((label, list) -> {
      list.sort(java.util.Comparator.comparingLong(i -> quakes.get(i).timeMillis()));
      clusters.add(ClusterSummary.of(label, list, quakes));
    });
    clusters.sort(java.util.Comparator.comparingInt((ClusterSummary c) -> c.members().size()).reversed());
    double[] magnitudes = quakes.stream().mapToDouble(Quake::magnitude).toArray();
    BValue b = BValue.estimate(magnitudes, options.mc(), options.binWidth(), MIN_EVENTS_FOR_B);
    return new CatalogAnalysis(quakes, labels, clusters, AftershockSequences.find(quakes, options.minAftershocks()), b);
  }
}
