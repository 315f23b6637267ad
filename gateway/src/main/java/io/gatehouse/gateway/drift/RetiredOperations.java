package io.gatehouse.gateway.drift;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.dispatch.OperationRefusals;
import io.vertx.core.json.JsonObject;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * Refuses calls to operations whose upstream answered 410 Gone to a check, until the operator acts
 * (re-points or removes the operation, or a check finds the endpoint answering again): the caller
 * gets a clear {@code retired} error naming the day it was seen and the replacement, never the
 * upstream's own 410 page.
 */
public final class RetiredOperations implements OperationRefusals {

  private static final DateTimeFormatter DAY = DateTimeFormatter.ISO_LOCAL_DATE.withZone(ZoneOffset.UTC);

  private final DriftRecords records;

  public RetiredOperations(DriftRecords records) {
    this.records = records;
  }

  @Override
  public ProviderException refusal(CatalogOperation op) {
    Retirement retirement = records.retirement(op.toolName());
    // a manifest that re-points the operation has acted on the retirement
    if (retirement == null || op.spec().computed() || !retirement.endpoint().equals(UpstreamCheck.endpoint(op))) {
      return null;
    }
    String source = op.manifest().upstreams().get(op.spec().request().upstream()).source();
    String message = op.toolName() + " is retired: " + source + " answered 410 Gone for it on "
      + DAY.format(retirement.seen()) + "."
      + (retirement.replacedBy() == null ? " No replacement is declared." : " Use " + retirement.replacedBy() + " instead.");
    JsonObject details = new JsonObject().put("retired_on", DAY.format(retirement.seen()));
    if (retirement.replacedBy() != null) details.put("replaced_by", retirement.replacedBy());
    return new ProviderException(Failure.RETIRED, message, details, null);
  }
}
