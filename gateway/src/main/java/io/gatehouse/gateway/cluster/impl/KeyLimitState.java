package io.gatehouse.gateway.cluster.impl;

import java.io.Serializable;

/** A key's token bucket and day counter as the cluster holds them. */
record KeyLimitState(double tokens, long atMillis, long epochDay, long used) implements Serializable {
}
