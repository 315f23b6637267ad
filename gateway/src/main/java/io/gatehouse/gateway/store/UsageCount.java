package io.gatehouse.gateway.store;

import java.time.LocalDate;

/**
 * Requests made with one key to one endpoint (an MCP tool or a REST route) on one UTC day. Used
 * both as an increment and as a stored total.
 */
public record UsageCount(String keyId, LocalDate day, String endpoint, long count) {
}
