package io.gatehouse.providers.verify.peers;

import io.vertx.core.json.JsonObject;

import java.util.List;

/**
 * {@code email_check}'s answer, read through its declared output fields.
 *
 * @param status     deliverable, undeliverable, risky or unknown
 * @param mxKind     mx, implicit, null_mx, no_mail_host, nxdomain or unknown; null when the syntax is invalid
 * @param smtpResult the mailbox probe's result when one ran, else null
 * @param reasons    the tool's own sentences
 */
public record EmailAnswer(String status, boolean syntaxValid, String mxKind, boolean disposable, boolean freeProvider,
                          boolean role, boolean mailboxConfirmed, String smtpResult, List<String> reasons) {

  static final String TOOL = "email_check";

  public static EmailAnswer read(JsonObject json) {
    String status = Fields.required(json, "status", TOOL);
    if (!(json.getValue("syntax_valid") instanceof Boolean syntaxValid)) {
      throw new UnreadableAnswer(TOOL + " answered without its declared syntax_valid");
    }
    JsonObject smtp = Fields.object(json, "smtp");
    return new EmailAnswer(status, syntaxValid, Fields.optional(json, "mx_kind"), Fields.flag(json, "disposable"),
      Fields.flag(json, "free_provider"), Fields.flag(json, "role"), Fields.flag(json, "mailbox_confirmed"),
      Fields.flag(smtp, "performed") ? Fields.optional(smtp, "result") : null,
      Fields.array(json, "reasons", TOOL).stream().map(String::valueOf).toList());
  }
}
