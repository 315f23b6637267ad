package io.gatehouse.gateway.dispatch;

/**
 * Hears how a call the protocol layer made ended, once, on the thread that completed it and before
 * the protocol reads the answer: the audit trail is one.
 */
@FunctionalInterface
public interface CallObserver {

  /** Exactly one of the two is set. */
  void finished(Answer answerOrNull, Throwable failureOrNull);
}
