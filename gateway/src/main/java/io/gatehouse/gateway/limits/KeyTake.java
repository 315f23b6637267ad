package io.gatehouse.gateway.limits;

import java.io.Serializable;

/**
 * The outcome of a key check.
 *
 * @param allowed   whether the request may proceed
 * @param refusedBy {@code quota} or {@code rate} when refused, else null
 * @param tokens    tokens left in the key's bucket after the check
 * @param used      requests counted against today's quota after the check
 */
public record KeyTake(boolean allowed, String refusedBy, double tokens, long used) implements Serializable {
}
