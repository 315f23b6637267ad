package io.gatehouse.analytics.xbrl;

import java.util.List;

/**
 * The outcome of {@link XbrlNormalizer#normalize}.
 *
 * @param duplicates   facts dropped because a later filing repeated the same value for the period
 * @param restatements facts dropped because a later filing changed the value for the period
 * @param derived      quarters derived (Q4 and year-to-date differences)
 */
public record Normalization(List<ConceptSeries> series, int factsIn, int duplicates, int restatements, int derived,
                            int ttm) {
}
