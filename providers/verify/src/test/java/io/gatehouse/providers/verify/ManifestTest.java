package io.gatehouse.providers.verify;

import io.gatehouse.api.Provider;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;
import io.gatehouse.api.testing.OutputContract;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ServiceLoader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ManifestTest {

  @Test
  void manifestNamesTheToolAndItsVerdicts() throws IOException {
    Manifest manifest;
    try (InputStream in = getClass().getClassLoader().getResourceAsStream("META-INF/gatehouse/verify.json")) {
      manifest = Manifest.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
    OperationSpec lead = manifest.operations().get(0);
    assertEquals("verify_lead", manifest.toolName(lead));
    assertEquals("lead", lead.handler());
    assertEquals("[\"verified\",\"review\",\"reject\"]",
      lead.output().getJsonObject("properties").getJsonObject("verdict").getJsonArray("enum").encode());
    Provider provider = ServiceLoader.load(Provider.class).stream().map(ServiceLoader.Provider::get)
      .filter(p -> p.id().equals("verify")).findFirst().orElseThrow();
    assertTrue(provider.handlers().isEmpty(), "handlers exist only after start");
  }

  @Test
  void aPeerAnswerOutsideItsDeclaredSchemaIsCaught() {
    OutputContract vatCheck = OutputContract.of("vat", "check");
    vatCheck.check(PeerAnswers.vatValid("BE", "0403170701", null));
    assertThrows(AssertionError.class, () -> vatCheck.check(new JsonObject().put("status", "valid").put("name", "ACME")));
  }
}
