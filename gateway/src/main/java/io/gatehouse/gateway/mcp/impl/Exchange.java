package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/**
 * One POST carrying one request (or a legacy batch). The answer stays plain JSON
 * unless a message has to go out before the result and the client accepts SSE:
 * then the response turns into an event stream at that moment.
 */
final class Exchange {

  private final HttpServerResponse resp;
  private final Session session;
  private final boolean sseAccepted;
  private final boolean streamAll;
  private final boolean batch;
  private final int replyLimit;
  private final boolean prime;
  private final long retryMs;
  private final List<Buffer> replies;
  private int pending;
  private long replyBytes;
  private int status = 200;
  private String challenge;
  private SseStream stream;
  private boolean finished;

  /**
   * @param streamAll  answer as a stream even when nothing goes out before the result (the client must accept SSE)
   * @param replyLimit the bytes a batch's responses may take together; past them each gets an error instead
   */
  Exchange(HttpServerResponse resp, Session session, boolean sseAccepted, boolean streamAll, boolean batch,
           int replyLimit, int requests, long retryMs) {
    this.resp = resp;
    this.session = session;
    this.sseAccepted = sseAccepted;
    this.streamAll = streamAll;
    this.batch = batch;
    this.replyLimit = replyLimit;
    this.prime = session != null && session.rev.primesStreams();
    this.retryMs = retryMs;
    this.pending = requests;
    this.replies = new ArrayList<>(batch ? requests : 1);
  }

  boolean canStream() {
    return sseAccepted;
  }

  /** Sends a notification or server request ahead of the result; false when it cannot go out. */
  synchronized boolean emit(Buffer json) {
    if (finished || !sseAccepted) {
      return false;
    }
    openStream();
    stream.send(json);
    return true;
  }

  private void openStream() {
    if (stream == null) {
      stream = session == null ? SseStream.plain() : session.newStream();
      stream.attach(resp, prime, retryMs);
    }
  }

  /**
   * A request still silent after a while: the response becomes a resumable stream (priming event
   * with the retry delay) and its connection closes, so the client polls with Last-Event-ID
   * instead of holding a connection; the result waits in the stream's replay.
   */
  synchronized void pollLater() {
    if (finished || stream != null || !sseAccepted || !prime || batch) {
      return;
    }
    stream = session.newStream();
    stream.attach(resp, true, retryMs);
    stream.disconnect();
  }

  synchronized void keepAlive() {
    if (stream != null) {
      stream.keepAlive();
    }
  }

  /** One request's response; httpStatus matters only for a lone JSON answer. */
  void reply(String idJson, Buffer json, int httpStatus) {
    reply(idJson, json, httpStatus, null);
  }

  /**
   * As {@link #reply(String, Buffer, int)}, a lone JSON answer also carrying this
   * {@code WWW-Authenticate} challenge; a stream or a batch has only the JSON-RPC error to say it.
   */
  synchronized void reply(String idJson, Buffer json, int httpStatus, String challengeOrNull) {
    if (finished) {
      return;
    }
    if (batch && (replyBytes += json.length()) > replyLimit) {
      // the reply is never built past its limit: this request is answered, without its result
      json = WireWriter.error(idJson, JsonRpc.INTERNAL_ERROR, "The batch's reply reached its limit of "
        + replyLimit + " bytes: send this request on its own", new JsonObject().put("maxBatchReplyBytes", replyLimit));
    }
    if (stream == null && streamAll && sseAccepted && !batch && httpStatus == 200) {
      openStream();
    }
    if (stream != null) {
      stream.send(json);
    } else {
      replies.add(json);
      status = httpStatus;
      challenge = challengeOrNull;
    }
    settle();
  }

  /** A request that gets no response (cancelled). */
  synchronized void drop() {
    if (!finished) {
      settle();
    }
  }

  private void settle() {
    if (--pending > 0) {
      return;
    }
    finished = true;
    if (stream != null) {
      stream.end();
    } else if (replies.isEmpty()) {
      resp.setStatusCode(204).end();
    } else {
      resp.putHeader("Content-Type", "application/json");
      if (batch) {
        int size = replies.size() + 1;
        for (Buffer reply : replies) {
          size += reply.length();
        }
        Buffer all = Buffer.buffer(size).appendByte((byte) '[');
        for (Buffer reply : replies) {
          (all.length() > 1 ? all.appendByte((byte) ',') : all).appendBuffer(reply);
        }
        resp.end(all.appendByte((byte) ']'));
      } else {
        if (challenge != null) resp.putHeader("WWW-Authenticate", challenge);
        resp.setStatusCode(status).end(replies.get(0));
      }
    }
  }
}
