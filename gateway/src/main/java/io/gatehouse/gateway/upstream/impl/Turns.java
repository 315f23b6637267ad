package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.Future;

/** Hands out an upstream's rate-limit turns: from a bucket in this process, or from the cluster's. */
interface Turns {

  /** The next turn, unless the caller would wait longer than {@code maxWaitNanos}. */
  Future<TokenBucket.Turn> reserve(long maxWaitNanos);
}
