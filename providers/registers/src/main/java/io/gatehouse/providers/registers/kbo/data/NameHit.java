package io.gatehouse.providers.registers.kbo.data;

/** A name that matched a search: the entity, the name as registered, and the match score (0..1). */
public record NameHit(long key, String name, double score) {
}
