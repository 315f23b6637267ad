package io.gatehouse.providers.verify;

import io.gatehouse.providers.verify.peers.EmailAnswer;
import io.gatehouse.providers.verify.peers.KboAnswer;
import io.gatehouse.providers.verify.peers.KvkAnswer;
import io.gatehouse.providers.verify.peers.OpenRegisterAnswer;
import io.gatehouse.providers.verify.peers.ScreenAnswer;
import io.gatehouse.providers.verify.peers.UnreadableAnswer;
import io.gatehouse.providers.verify.peers.VatAnswer;
import io.vertx.core.json.JsonObject;

import java.util.List;

/**
 * One check once it has answered or failed: the peer's answer as sent (null when it failed), the
 * same answer read through the peer's declared contract, and what it establishes.
 *
 * @param answer a {@link VatAnswer}, {@link KboAnswer}, {@link KvkAnswer}, {@link OpenRegisterAnswer}, {@link ScreenAnswer} or {@link EmailAnswer}; null when unread
 */
record CheckRun(Check check, JsonObject body, Object answer, List<Finding> findings) {

  static CheckRun answered(Check check, JsonObject body, Lead lead) {
    try {
      return switch (check.kind()) {
        case VAT -> {
          VatAnswer vat = VatAnswer.read(body);
          yield new CheckRun(check, body, vat, VatFindings.of(vat, lead));
        }
        case KBO -> {
          KboAnswer kbo = KboAnswer.read(body);
          yield new CheckRun(check, body, kbo, RegisterFindings.kbo(kbo, lead));
        }
        case KVK -> {
          KvkAnswer kvk = KvkAnswer.read(body);
          yield new CheckRun(check, body, kvk, RegisterFindings.kvk(kvk, lead));
        }
        case REGISTER -> {
          OpenRegisterAnswer register = OpenRegisterAnswer.read(body, check.provider(),
            OpenRegisters.byProvider(check.provider()).label());
          yield new CheckRun(check, body, register, RegisterFindings.open(register, lead, check.name()));
        }
        case SANCTIONS -> {
          ScreenAnswer screen = ScreenAnswer.read(body);
          yield new CheckRun(check, body, screen, SanctionsFindings.of(screen, check));
        }
        case EMAIL -> {
          EmailAnswer email = EmailAnswer.read(body);
          yield new CheckRun(check, body, email, EmailFindings.of(email));
        }
      };
    } catch (UnreadableAnswer unreadable) {
      return new CheckRun(check, body, null, List.of(FailureFindings.of(check, unreadable)));
    }
  }

  static CheckRun failed(Check check, Throwable cause) {
    return new CheckRun(check, null, null, List.of(FailureFindings.of(check, cause)));
  }

  static CheckRun timedOut(Check check, long budgetMs) {
    return new CheckRun(check, null, null, List.of(Finding.of("source.unavailable", check.name(),
      check.tool() + " did not answer within " + budgetMs + " ms")));
  }

  /** This check's answer if it is of the given kind and was read. */
  <T> T answer(Class<T> type) {
    return type.isInstance(answer) ? type.cast(answer) : null;
  }

  Outcome outcome(Policy policy) {
    return findings.stream().map(f -> policy.outcome(f.code())).reduce(Outcome.PASS, Outcome::worse);
  }
}
