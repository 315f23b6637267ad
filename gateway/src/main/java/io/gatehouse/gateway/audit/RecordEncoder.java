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

  private static final byte[] AT = RecordJson.name("at");
  private static final byte[] SERVER = RecordJson.name("server");
  private static final byte[] KEY_ID = RecordJson.name("key_id");
  private static final byte[] FINGERPRINT = RecordJson.name("fingerprint");
  private static final BoundedField OAUTH_SUBJECT = BoundedField.of("oauth_subject");
  private static final BoundedField OAUTH_CLIENT = BoundedField.of("oauth_client");
  private static final byte[] PLAN = RecordJson.name("plan");
  private static final BoundedField TOOL = BoundedField.of("tool");
  private static final BoundedField ROUTE = BoundedField.of("route");
  private static final byte[] ARGUMENTS_SHA256 = RecordJson.name("arguments_sha256");
  private static final byte[] ARGUMENTS = RecordJson.name("arguments");
  private static final byte[] ARGUMENTS_BYTES = RecordJson.name("arguments_bytes");
  private static final byte[] OUTCOME = RecordJson.name("outcome");
  private static final byte[] VERDICT = RecordJson.name("verdict");
  private static final byte[] REASON_CODES = RecordJson.name("reason_codes");
  private static final byte[] SOURCES = RecordJson.name("sources");
  private static final byte[] NAME = RecordJson.name("name");
  private static final byte[] VERSION = RecordJson.name("version");
  private static final byte[] STATUS = RecordJson.name("status");
  private static final byte[] RETRIEVED_AT = RecordJson.name("retrieved_at");
  private static final byte[] LATENCY_MS = RecordJson.name("latency_ms");
  private static final BoundedField REQUEST_ID = BoundedField.of("request_id");
  private static final BoundedField PARENT_REQUEST_ID = BoundedField.of("parent_request_id");
  private static final byte[] TRACE_ID = RecordJson.name("trace_id");
  private static final byte[] SPAN_ID = RecordJson.name("span_id");

  /** A field a caller can make long: its name, and the name of its length when it is stored as a digest. */
  private record BoundedField(byte[] name, byte[] lengthName) {
    static BoundedField of(String field) {
      return new BoundedField(RecordJson.name(field), RecordJson.name(field + "_bytes"));
    }
  }

  private final boolean includeArguments;
  private final MessageDigest sha256;
  private final RecordJson record = new RecordJson();
  private final RecordJson argumentsJson = new RecordJson();
  private final ByteArrayBuilder argumentsOut = new ByteArrayBuilder(256);
  private final byte[] instantText = new byte[IsoInstant.MAX_LENGTH];
  private final WrittenRuns callers = new WrittenRuns();
  private final WrittenRuns sources = new WrittenRuns();
  /** Writes the arguments' JSON text, the text {@code JsonObject.encode()} gives, for the digest. */
  private JsonGenerator argumentsText;

  RecordEncoder(boolean includeArguments) {
    this.includeArguments = includeArguments;
    try {
      this.sha256 = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    newArgumentsText();
  }

  private void newArgumentsText() {
    try {
      argumentsText = JSON.createGenerator(argumentsOut).setRootValueSeparator(null);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The record as stored and exported; never holds a credential, only the key's id and fingerprint. */
  AuditRecord encode(AuditEvent event) {
    AuditedCall call = event.call();
    record.reset();
    try {
      record.startObject();
      instant(AT, Instant.ofEpochMilli(call.atMillis()));
      if (call.server() != null) record.string(SERVER, call.server());
      writeCaller(call.caller());
      bounded(TOOL, call.tool());
      bounded(ROUTE, call.route());
      if (call.arguments() != null) {
        writeArguments(call.arguments());
        argumentsJson.digestInto(sha256);
        record.hex(ARGUMENTS_SHA256, sha256.digest());
        if (includeArguments && argumentsJson.size() <= MAX_ARGUMENTS_BYTES) {
          record.raw(ARGUMENTS, argumentsJson);
        } else if (includeArguments) {
          record.number(ARGUMENTS_BYTES, argumentsJson.size());
        }
      }
      record.string(OUTCOME, event.outcome());
      writeFacts(event.answerFacts());
      // rounded half up, as Math.round of the milliseconds would (a latency is never negative)
      record.hundredths(LATENCY_MS, (event.latencyNanos() + 5_000) / 10_000);
      bounded(REQUEST_ID, call.requestId());
      bounded(PARENT_REQUEST_ID, call.parentRequestId());
      if (call.trace().traceId() != null) {
        record.string(TRACE_ID, call.trace().traceId());
        record.string(SPAN_ID, call.trace().spanId());
      }
      record.endObject();
    } catch (IOException | RuntimeException e) {
      // the arguments' generator may be left inside a value, the digest holding part of a text
      newArgumentsText();
      sha256.reset();
      throw new IllegalStateException("an audit record could not be written", e);
    }
    return new AuditRecord(newId(), call.atMillis(), call.caller().ownerId(), call.tool(), record.toByteArray());
  }

  /** Unique, not secret: it only tells records apart, so no secure random is drawn per call. */
  private static UUID newId() {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    return new UUID(random.nextLong(), random.nextLong());
  }

  /** The caller's fields, copied from the last record of the same caller where there is one. */
  private void writeCaller(CallerIdentity caller) {
    String keyOrSubject = caller.keyId() != null ? caller.keyId() : caller.subject();
    byte[] run = callers.find(keyOrSubject, caller.fingerprint(), caller.subject(), caller.client(), caller.plan());
    if (run != null) {
      record.append(run);
      return;
    }
    int start = record.size();
    writeCallerFields(caller);
    callers.keep(keyOrSubject, caller.fingerprint(), caller.subject(), caller.client(), caller.plan(),
      record.copyFrom(start));
  }

  /** Key id, fingerprint and plan are the gateway's own; an OAuth token's subject and client are its issuer's, so bounded. */
  private void writeCallerFields(CallerIdentity caller) {
    if (caller.keyId() != null) record.string(KEY_ID, caller.keyId());
    if (caller.fingerprint() != null) record.string(FINGERPRINT, caller.fingerprint());
    bounded(OAUTH_SUBJECT, caller.subject());
    bounded(OAUTH_CLIENT, caller.client());
    if (caller.plan() != null) record.string(PLAN, caller.plan());
  }

  /** A string field as given while short; else its digest and length (in {@code <field>_bytes}). Nothing for null. */
  private void bounded(BoundedField field, String value) {
    if (value == null) return;
    // a char is at most 3 UTF-8 bytes: most values are known short without encoding them
    if (value.length() * 3 <= MAX_FIELD_BYTES) {
      record.string(field.name(), value);
      return;
    }
    byte[] utf8 = value.getBytes(StandardCharsets.UTF_8);
    if (utf8.length <= MAX_FIELD_BYTES) {
      record.string(field.name(), value);
      return;
    }
    record.string(field.name(), "sha256:" + HexFormat.of().formatHex(sha256.digest(utf8)));
    record.number(field.lengthName(), utf8.length);
  }

  /** An instant in Instant.toString()'s form, written from bytes (the formatter was a fifth of this thread's time). */
  private void instant(byte[] field, Instant instant) {
    int length = IsoInstant.write(instantText, instant);
    if (length < 0) {
      record.string(field, instant.toString());
      return;
    }
    record.plainString(field, instantText, length);
  }

  /**
   * The arguments' text as Vert.x encodes them, what their digest is of: written by the record's own
   * writer when their values are plain (they almost always are), else by Vert.x's own encoder on a
   * generator kept for every call.
   */
  private void writeArguments(JsonObject arguments) throws IOException {
    argumentsJson.reset();
    if (argumentsJson.plainValue(arguments)) return;
    argumentsOut.reset();
    JacksonCodec.encodeJson(arguments, argumentsText);
    argumentsText.flush();
    argumentsJson.append(argumentsOut.toByteArray());
  }

  /** A source's name, version and status, copied from the last record of the same source where there is one. */
  private void writeSourceNaming(Source source) {
    byte[] run = sources.find(source.name(), source.version(), source.status(), null, null);
    if (run != null) {
      record.append(run);
      return;
    }
    int start = record.size();
    record.string(NAME, source.name());
    if (source.version() != null) record.string(VERSION, source.version());
    record.string(STATUS, source.status());
    sources.keep(source.name(), source.version(), source.status(), null, null, record.copyFrom(start));
  }

  /** Verdict, reason codes and each source's name, version, status and time: the url says nothing a version does not. */
  private void writeFacts(AnswerFacts facts) {
    if (facts.verdict() != null) record.string(VERDICT, facts.verdict());
    if (facts.reasonCodes() != null) {
      record.field(REASON_CODES);
      record.startArray();
      for (String code : facts.reasonCodes()) record.string(code);
      record.endArray();
    }
    record.field(SOURCES);
    record.startArray();
    for (Source source : facts.sources()) {
      record.startObject();
      writeSourceNaming(source);
      instant(RETRIEVED_AT, source.retrievedAt());
      record.endObject();
    }
    record.endArray();
  }
}
