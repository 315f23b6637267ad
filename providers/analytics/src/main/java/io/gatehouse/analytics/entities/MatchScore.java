package io.gatehouse.analytics.entities;

import java.util.List;

/**
 * How alike two records are, with the evidence.
 *
 * @param score      0..1; 1 for an equal registration number
 * @param nameScore  the names' similarity before identifier, country and legal-form adjustments
 * @param jaroWinkler similarity of the normalised names as written
 * @param tokenSort  similarity of the normalised names with their words sorted
 * @param tokenOverlap share of words found on both sides (allowing small typos)
 * @param rules      the adjustments applied, readable
 */
public record MatchScore(double score, double nameScore, double jaroWinkler, double tokenSort, double tokenOverlap,
                         NormalizedName left, NormalizedName right, List<String> rules) {
}
