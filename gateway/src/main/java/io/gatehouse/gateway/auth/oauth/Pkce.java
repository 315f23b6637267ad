package io.gatehouse.gateway.auth.oauth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.regex.Pattern;

/** PKCE (RFC 7636) with S256 only, the method OAuth 2.1 asks servers to support and clients to use. */
final class Pkce {

  static final String S256 = "S256";
  /** RFC 7636, 4.1: 43 to 128 unreserved characters. */
  private static final Pattern VERIFIER = Pattern.compile("[A-Za-z0-9._~-]{43,128}");
  /** A base64url SHA-256 without padding. */
  private static final Pattern CHALLENGE = Pattern.compile("[A-Za-z0-9_-]{43}");

  private Pkce() {
  }

  static boolean validChallenge(String challenge) {
    return challenge != null && CHALLENGE.matcher(challenge).matches();
  }

  /** Whether the verifier is the one the challenge was made from. */
  static boolean matches(String verifier, String challenge) {
    if (verifier == null || !VERIFIER.matcher(verifier).matches()) return false;
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
      byte[] expected = Base64.getUrlEncoder().withoutPadding().encodeToString(digest).getBytes(StandardCharsets.US_ASCII);
      return MessageDigest.isEqual(expected, challenge.getBytes(StandardCharsets.US_ASCII));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is mandatory in every JVM", e);
    }
  }
}
