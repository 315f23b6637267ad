package io.gatehouse.gateway.audit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import io.gatehouse.api.Source;
import io.gatehouse.gateway.dispatch.AnswerFacts;
import io.vertx.core.json.JsonObject;
import io.vertx.core.json.jackson.JacksonCodec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Turns finished calls into stored records, written straight to JSON bytes: no record object, no
 * reading of the answer. Not thread-safe: the writer's thread owns one, with its digest and buffer.
 */
final class RecordEncoder {

  private static final JsonFactory JSON = new JsonFactory();
  private static final byte[] NO_ARGUMENTS = {'{', '}'};

  private final boolean includeArguments;
  private final MessageDigest sha256;
  private final ByteArrayBuilder out = new ByteArrayBuilder(1024);
  private final ByteArrayBuilder argumentsOut = new ByteArrayBuilder(256);
  /** One generator for every record, each taken from {@link #out} as it ends; new ones after a failure. */
  private JsonGenerator record;
  /** Writes the arguments' JSON text, the text {@code JsonObject.encode()} gives, for the digest. */
  private JsonGenerator argumentsText;

  RecordEncoder(boolean includeArguments) {
    this.includeArguments = includeArguments;
    try {
      this.sha256 = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    newGenerators();
  }

  private void newGenerators() {
    try {
      // no separator between records: each is taken as it ends
      record = JSON.createGenerator(out).setRootValueSeparator(null);
      argumentsText = JSON.createGenerator(argumentsOut).setRootValueSeparator(null);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The record as stored and exported; never holds a credential, only the key's id and fingerprint. */
  AuditRecord encode(AuditEvent event) {
    AuditedCall call = event.call();
    out.reset();
    try {
      byte[] arguments = encode(call.arguments());
      record.writeStartObject();
      record.writeStringField("at", Instant.ofEpochMilli(call.atMillis()).toString());
      record.writeStringField("server", call.server());
      call.caller().writeTo(record);
      record.writeStringField("tool", call.tool());
      if (call.route() != null) record.writeStringField("route", call.route());
      record.writeStringField("arguments_sha256", HexFormat.of().formatHex(sha256.digest(arguments)));
      if (includeArguments && call.arguments() != null) {
        record.writeFieldName("arguments");
        record.writeRawValue(new String(arguments, StandardCharsets.UTF_8));
      }
      record.writeStringField("outcome", event.outcome());
      writeFacts(event.answerFacts());
      record.writeNumberField("latency_ms", Math.round(event.latencyNanos() / 10_000d) / 100d);
      if (call.requestId() != null) record.writeStringField("request_id", call.requestId());
      if (call.trace().traceId() != null) {
        record.writeStringField("trace_id", call.trace().traceId());
        record.writeStringField("span_id", call.trace().spanId());
      }
      record.writeEndObject();
      record.flush();
    } catch (IOException | RuntimeException e) {
      // a record left half written must not open the next one
      newGenerators();
      throw new IllegalStateException("an audit record could not be written", e);
    }
    return new AuditRecord(newId(), call.atMillis(), call.caller().ownerId(), call.tool(), out.toByteArray());
  }

  /** Unique, not secret: it only tells records apart, so no secure random is drawn per call. */
  private static UUID newId() {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    return new UUID(random.nextLong(), random.nextLong());
  }

  /** The arguments as Vert.x encodes them (its own encoder, on a generator kept for every call). */
  private byte[] encode(JsonObject arguments) throws IOException {
    if (arguments == null) return NO_ARGUMENTS;
    argumentsOut.reset();
    JacksonCodec.encodeJson(arguments, argumentsText);
    argumentsText.flush();
    return argumentsOut.toByteArray();
  }

  /** Verdict, reason codes and each source's name, version, status and time: the url says nothing a version does not. */
  private void writeFacts(AnswerFacts facts) throws IOException {
    if (facts.verdict() != null) record.writeStringField("verdict", facts.verdict());
    if (facts.reasonCodes() != null) {
      record.writeArrayFieldStart("reason_codes");
      for (String code : facts.reasonCodes()) record.writeString(code);
      record.writeEndArray();
    }
    record.writeArrayFieldStart("sources");
    for (Source source : facts.sources()) {
      record.writeStartObject();
      record.writeStringField("name", source.name());
      if (source.version() != null) record.writeStringField("version", source.version());
      record.writeStringField("status", source.status());
      record.writeStringField("retrieved_at", source.retrievedAt().toString());
      record.writeEndObject();
    }
    record.writeEndArray();
  }
}
