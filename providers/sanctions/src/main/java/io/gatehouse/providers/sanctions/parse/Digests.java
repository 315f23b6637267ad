package io.gatehouse.providers.sanctions.parse;

import java.io.InputStream;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** A content digest, the version of lists whose publisher stamps none. */
final class Digests {

  private Digests() {
  }

  static DigestInputStream sha256(InputStream in) {
    try {
      return new DigestInputStream(in, MessageDigest.getInstance("SHA-256"));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  static String version(MessageDigest digest) {
    return "sha256:" + HexFormat.of().formatHex(digest.digest()).substring(0, 16);
  }
}
