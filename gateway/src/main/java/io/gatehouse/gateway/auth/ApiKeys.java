package io.gatehouse.gateway.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.zip.CRC32;

/**
 * The key format: {@code <prefix><30 random base62 chars><6 base62 chars of CRC32>}, e.g.
 * {@code lv_live_…}. 30 base62 characters carry 178 bits from {@link SecureRandom}. The checksum
 * lets a mistyped or truncated key be refused without touching the store; it is no secret.
 *
 * <p>Keys are stored as SHA-256. A fast unsalted hash is right here, unlike for passwords: slow
 * salted hashes protect low-entropy secrets against guessing, but guessing a 178-bit random value
 * is hopeless at any speed, and an unsalted digest can be looked up by index in one query.
 */
public final class ApiKeys {

  private static final char[] ALPHABET =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".toCharArray();
  private static final int RANDOM_CHARS = 30;
  private static final int CHECKSUM_CHARS = 6;
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final HexFormat HEX = HexFormat.of();
  /** Hashed on every authenticated request: each thread keeps its digest rather than looking one up. */
  private static final ThreadLocal<MessageDigest> SHA_256 = ThreadLocal.withInitial(() -> {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is mandatory in every JVM", e);
    }
  });

  private ApiKeys() {
  }

  /** A new key of the product with this prefix. */
  public static String generate(String prefix) {
    String body = prefix + randomChars(RANDOM_CHARS);
    return body + encode(crc(body));
  }

  /** A public id for a new key record. */
  public static String newId() {
    return "key_" + randomChars(20);
  }

  /** Whether {@code key} has the product's prefix, the right shape and a matching checksum. */
  public static boolean wellFormed(String key, String prefix) {
    if (key == null || key.length() != prefix.length() + RANDOM_CHARS + CHECKSUM_CHARS
      || !key.startsWith(prefix)) {
      return false;
    }
    for (int i = prefix.length(); i < key.length(); i++) {
      if (!isBase62(key.charAt(i))) {
        return false;
      }
    }
    String body = key.substring(0, key.length() - CHECKSUM_CHARS);
    return key.endsWith(encode(crc(body)));
  }

  /** Lower-case hex SHA-256 of the key: the only form that is stored. */
  public static String hash(String key) {
    return HEX.formatHex(SHA_256.get().digest(key.getBytes(StandardCharsets.UTF_8)));
  }

  /** Short form for logs and listings, derived from the hash so it reveals nothing of the key. */
  public static String fingerprint(String prefix, String hash) {
    return prefix + "…" + hash.substring(0, 8);
  }

  private static String randomChars(int n) {
    StringBuilder s = new StringBuilder(n);
    for (int i = 0; i < n; i++) {
      s.append(ALPHABET[RANDOM.nextInt(ALPHABET.length)]);
    }
    return s.toString();
  }

  private static long crc(String body) {
    CRC32 crc = new CRC32();
    crc.update(body.getBytes(StandardCharsets.US_ASCII));
    return crc.getValue();
  }

  /** CRC32 in 6 base62 digits (62^6 > 2^32), left padded. */
  private static String encode(long value) {
    char[] out = new char[CHECKSUM_CHARS];
    for (int i = CHECKSUM_CHARS - 1; i >= 0; i--) {
      out[i] = ALPHABET[(int) (value % ALPHABET.length)];
      value /= ALPHABET.length;
    }
    return new String(out);
  }

  private static boolean isBase62(char c) {
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }
}
