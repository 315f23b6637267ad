package io.gatehouse.it;

import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.auth.JWTOptions;
import io.vertx.ext.auth.PubSecKeyOptions;
import io.vertx.ext.auth.jwt.JWTAuth;
import io.vertx.ext.auth.jwt.JWTAuthOptions;

import java.math.BigInteger;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.security.interfaces.RSAPublicKey;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;

/** An OAuth issuer's signing key for tests: its JWKS, and access tokens it signs. */
final class TestIssuer {

  private final JWTAuth signer;
  private final JsonObject jwks;

  private TestIssuer(JWTAuth signer, JsonObject jwks) {
    this.signer = signer;
    this.jwks = jwks;
  }

  /** A new RSA key, kid {@code test-key}. */
  static TestIssuer create(Vertx vertx) throws NoSuchAlgorithmException {
    KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
    generator.initialize(2048);
    KeyPair keys = generator.generateKeyPair();
    String pem = "-----BEGIN PRIVATE KEY-----\n"
      + Base64.getMimeEncoder(64, "\n".getBytes()).encodeToString(keys.getPrivate().getEncoded())
      + "\n-----END PRIVATE KEY-----\n";
    JWTAuth signer = JWTAuth.create(vertx, new JWTAuthOptions().addPubSecKey(new PubSecKeyOptions()
      .setAlgorithm("RS256").setId("test-key").setBuffer(pem)));
    RSAPublicKey pub = (RSAPublicKey) keys.getPublic();
    JsonObject jwks = new JsonObject().put("keys", new JsonArray().add(new JsonObject()
      .put("kty", "RSA").put("kid", "test-key").put("alg", "RS256").put("use", "sig")
      .put("n", b64(pub.getModulus())).put("e", b64(pub.getPublicExponent()))));
    return new TestIssuer(signer, jwks);
  }

  JsonObject jwks() {
    return jwks;
  }

  /** A five-minute access token of {@code issuer} for {@code subject}, meant for {@code audience}, with {@code scope}. */
  String token(String issuer, String subject, String audience, String scope) {
    return signer.generateToken(new JsonObject().put("sub", subject).put("scope", scope),
      new JWTOptions().setAlgorithm("RS256").setIssuer(issuer).setAudience(List.of(audience)).setExpiresInSeconds(300));
  }

  /** Base64url of an unsigned big-endian integer, as JWK wants it. */
  private static String b64(BigInteger value) {
    byte[] bytes = value.toByteArray();
    if (bytes.length > 1 && bytes[0] == 0) bytes = Arrays.copyOfRange(bytes, 1, bytes.length);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }
}
