package io.gatehouse.providers.email.smtp;

import io.vertx.core.json.JsonObject;

/**
 * What a mail server said about one recipient.
 *
 * @param outcome what the answer means
 * @param host    the mail host asked, or null when none could be reached
 * @param reply   the deciding reply, e.g. {@code 550 5.1.1 no such user}, or the connection problem
 */
public record ProbeResult(Outcome outcome, String host, String reply) {

  public enum Outcome {
    /** RCPT accepted and a made-up recipient refused: the mailbox exists. */
    ACCEPTED,
    /** RCPT accepted, and so was a made-up recipient: the server takes everything. */
    CATCH_ALL,
    /** The server says the mailbox does not exist. */
    REJECTED,
    /** The mailbox exists but is over quota. */
    FULL,
    /** A temporary refusal (greylisting, load) or a policy block of the prober: no answer on the mailbox. */
    INCONCLUSIVE,
    /** The local part needs SMTPUTF8 and the server does not offer it. */
    SMTPUTF8_UNSUPPORTED,
    /** No mail host could be reached on the SMTP port. */
    UNREACHABLE
  }

  public JsonObject toJson() {
    JsonObject json = new JsonObject().put("performed", true).put("result", outcome.name().toLowerCase());
    if (host != null) json.put("host", host);
    if (reply != null) json.put("reply", reply);
    return json;
  }
}
