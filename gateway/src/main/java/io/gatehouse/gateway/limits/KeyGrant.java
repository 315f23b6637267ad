package io.gatehouse.gateway.limits;

import java.io.Serializable;

/**
 * Requests the cluster granted a node for one key, already taken from the key's bucket and counted
 * against its quota: the node admits them without asking again.
 *
 * @param granted how many
 * @param tokens  tokens left in the key's bucket after the grant
 * @param used    requests counted against today's quota after the grant (the granted ones included)
 * @param shortBy {@code rate} or {@code quota} when fewer were granted than asked, else null
 */
public record KeyGrant(long granted, double tokens, long used, String shortBy) implements Serializable {
}
