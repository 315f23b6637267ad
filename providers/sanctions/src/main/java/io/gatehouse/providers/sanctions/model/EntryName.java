package io.gatehouse.providers.sanctions.model;

/** One name of a list entry as the list writes it. */
public record EntryName(String name, NameKind kind) {
}
