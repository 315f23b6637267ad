package io.gatehouse.providers.sanctions.match;

import io.gatehouse.providers.sanctions.model.EntityType;

/**
 * One screening request.
 *
 * @param name      the name to screen, in any script the folder understands
 * @param type      person, organisation or unknown (any)
 * @param birthDate {@code YYYY}, {@code YYYY-MM} or {@code YYYY-MM-DD}, or null
 * @param country   ISO alpha-2, or null
 * @param threshold the least score reported, 0..1
 * @param limit     how many matches at most
 */
public record Query(String name, EntityType type, String birthDate, String country, double threshold, int limit) {
}
