package io.gatehouse.providers.registers.plvat;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.providers.registers.numbers.EuropeanNumbers;
import io.gatehouse.providers.registers.open.JsonFields;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.List;

/**
 * {@code plvat_lookup}: a taxpayer by NIP on a day ({@code GET /api/search/nip/{nip}?date=}); the
 * register answers a subject of null for a NIP it does not hold.
 */
final class LookupHandler implements OperationHandler {

  /** The register keeps its days in Polish time. */
  private static final ZoneId WARSAW = ZoneId.of("Europe/Warsaw");

  private final RegisterClient register;
  private final Clock clock;

  LookupHandler(RegisterClient register, Clock clock) {
    this.register = register;
    this.clock = clock;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    String nip;
    LocalDate day;
    try {
      nip = EuropeanNumbers.polishNip("nip", args.getString("nip"));
      day = day(args.getString("date"));
    } catch (ProviderException badArgument) {
      return Future.failedFuture(badArgument);
    }
    UpstreamRequest request = UpstreamRequest.get("/api/search/nip/" + nip).query("date", day.toString());
    return register.get(request, invocation.requestId()).map(response -> {
      JsonObject subject = JsonFields.object(JsonFields.object(register.object(response), "result"), "subject");
      if (subject.isEmpty()) throw ProviderException.notFound("Wykaz podatników VAT holds no taxpayer with NIP " + nip + " on " + day);
      return Result.of(Subjects.company(subject).put("date", day.toString()), List.of(response.source()));
    });
  }

  private LocalDate day(String date) {
    LocalDate today = LocalDate.now(clock.withZone(WARSAW));
    if (date == null) return today;
    try {
      LocalDate day = LocalDate.parse(date);
      if (day.isAfter(today)) throw ProviderException.badArgument("date", "date " + date + " is in the future");
      return day;
    } catch (DateTimeParseException e) {
      throw ProviderException.badArgument("date", "date must be YYYY-MM-DD, got '" + date + "'");
    }
  }
}
