package io.gatehouse.bench.quarkus;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.time.Instant;
import java.util.List;

/**
 * The structured answer, with the field names and values of the gateway's offline vat_check,
 * including the source it names for the check digits and when it applied them.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record VatCheck(@JsonProperty("country_code") String countryCode,
                       @JsonProperty("normalized") String normalized,
                       @JsonProperty("format_valid") boolean formatValid,
                       @JsonProperty("checksum_valid") boolean checksumValid,
                       @JsonProperty("status") String status,
                       @JsonProperty("invalid_reason") String invalidReason,
                       @JsonProperty("reason") String reason,
                       @JsonProperty("retry_hint") RetryHint retryHint,
                       @JsonProperty("sources") List<Source> sources) {

  public record RetryHint(@JsonProperty("retryable") boolean retryable, @JsonProperty("code") String code) {
  }

  public record Source(@JsonProperty("name") String name, @JsonProperty("version") String version,
                       @JsonProperty("retrieved_at") Instant retrievedAt, @JsonProperty("status") String status) {

    static List<Source> checkDigits() {
      return List.of(new Source("EU VAT check digits", "1.0.0", Instant.now(), "ok"));
    }
  }
}
