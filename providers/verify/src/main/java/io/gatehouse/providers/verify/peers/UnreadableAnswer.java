package io.gatehouse.providers.verify.peers;

/** A peer answered outside its declared output schema, so nothing in the answer is relied on. */
public final class UnreadableAnswer extends RuntimeException {

  public UnreadableAnswer(String message) {
    super(message);
  }
}
