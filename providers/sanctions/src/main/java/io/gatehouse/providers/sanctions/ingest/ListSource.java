package io.gatehouse.providers.sanctions.ingest;

import io.gatehouse.providers.sanctions.parse.ListFormat;

/** One list to fetch on refresh: its format and where it is published (a host of the manifest's upstreams). */
public record ListSource(ListFormat format, String url) {
}
