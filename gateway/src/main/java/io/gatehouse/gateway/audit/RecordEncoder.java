package io.gatehouse.gateway.audit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import io.gatehouse.api.IsoInstant;
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
 *
 * <p>Every field a caller can make long is bounded, so that refused calls cannot fill the disk the
 * keys share: a string over {@link #MAX_FIELD_BYTES} is stored as {@code sha256:<hex>} with its
 * length in {@code <field>_bytes}; arguments, when the trail keeps them, only up to
 * {@link #MAX_ARGUMENTS_BYTES} (their digest always).
 */
final class RecordEncoder {

  /** The longest caller-supplied string kept as given (request ids, routes, token subjects), in UTF-8 bytes. */
  static final int MAX_FIELD_BYTES = 128;
  /** The largest arguments kept whole where the trail keeps arguments, in bytes of their JSON text. */
  static final int MAX_ARGUMENTS_BYTES = 4096;
  private static final JsonFactory JSON = new JsonFactory();
  private static final byte[] NO_ARGUMENTS = {'{', '}'};

  private final boolean includeArguments;
  private final MessageDigest sha256;
  private final ByteArrayBuilder out = new ByteArrayBuilder(1024);
  private final ByteArrayBuilder argumentsOut = new ByteArrayBuilder(256);
  private final byte[] instantText = new byte[IsoInstant.MAX_LENGTH];
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
      instant("at", Instant.ofEpochMilli(call.atMillis()));
      if (call.server() != null) record.writeStringField("server", call.server());
      writeCaller(call.caller());
      bounded("tool", call.tool());
      bounded("route", call.route());
      if (call.arguments() != null) {
        record.writeStringField("arguments_sha256", HexFormat.of().formatHex(sha256.digest(arguments)));
        if (includeArguments && arguments.length <= MAX_ARGUMENTS_BYTES) {
          record.writeFieldName("arguments");
          record.writeRawValue(new String(arguments, StandardCharsets.UTF_8));
        } else if (includeArguments) {
          record.writeNumberField("arguments_bytes", arguments.length);
        }
      }
      record.writeStringField("outcome", event.outcome());
      writeFacts(event.answerFacts());
      record.writeNumberField("latency_ms", Math.round(event.latencyNanos() / 10_000d) / 100d);
      bounded("request_id", call.requestId());
      bounded("parent_request_id", call.parentRequestId());
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

  /** Key id, fingerprint and plan are the gateway's own; an OAuth token's subject and client are its issuer's, so bounded. */
  private void writeCaller(CallerIdentity caller) throws IOException {
    if (caller.keyId() != null) record.writeStringField("key_id", caller.keyId());
    if (caller.fingerprint() != null) record.writeStringField("fingerprint", caller.fingerprint());
    bounded("oauth_subject", caller.subject());
    bounded("oauth_client", caller.client());
    if (caller.plan() != null) record.writeStringField("plan", caller.plan());
  }

  /** A string field as given while short; else its digest and length. Nothing for null. */
  private void bounded(String field, String value) throws IOException {
    if (value == null) return;
    // a char is at most 3 UTF-8 bytes: most values are known short without encoding them
    if (value.length() * 3 <= MAX_FIELD_BYTES) {
      record.writeStringField(field, value);
      return;
    }
    byte[] utf8 = value.getBytes(StandardCharsets.UTF_8);
    if (utf8.length <= MAX_FIELD_BYTES) {
      record.writeStringField(field, value);
      return;
    }
    record.writeStringField(field, "sha256:" + HexFormat.of().formatHex(sha256.digest(utf8)));
    record.writeNumberField(field + "_bytes", utf8.length);
  }

  /** An instant in Instant.toString()'s form, written from bytes (the formatter was a fifth of this thread's time). */
  private void instant(String field, Instant instant) throws IOException {
    int length = IsoInstant.write(instantText, instant);
    if (length < 0) {
      record.writeStringField(field, instant.toString());
      return;
    }
    record.writeFieldName(field);
    record.writeRawUTF8String(instantText, 0, length);
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
      instant("retrieved_at", source.retrievedAt());
      record.writeEndObject();
    }
    record.writeEndArray();
  }
}
