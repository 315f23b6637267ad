package io.gatehouse.providers.verify;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class PolicyTest {

  private static final Pattern ROW = Pattern.compile("^\\| `([a-z]+\\.[a-z_]+)` \\| (pass|note|review|reject) \\|", Pattern.MULTILINE);

  /** The table in docs/verify.md is the policy's documentation: every code, in the default outcome the code has. */
  @Test
  void theDocumentedTableIsTheDefaultPolicy() throws IOException {
    String doc = Files.readString(Path.of("..", "..", "docs", "verify.md"));
    Map<String, Outcome> documented = new LinkedHashMap<>();
    Matcher row = ROW.matcher(doc);
    while (row.find()) documented.put(row.group(1), Outcome.of(row.group(2)));
    assertEquals(Policy.DEFAULTS, documented);
  }

  @Test
  void aDeploymentOverridesSingleCodesAndNothingUnknown() {
    Policy policy = Policy.configured(new JsonObject().put("email.free_provider", "review"));
    assertEquals(Outcome.REVIEW, policy.outcome("email.free_provider"));
    assertEquals(Outcome.PASS, policy.outcome("vat.valid"));
    assertThrows(IllegalArgumentException.class, () -> Policy.configured(new JsonObject().put("vat.typo", "pass")));
    assertThrows(IllegalArgumentException.class, () -> Policy.configured(new JsonObject().put("vat.valid", "maybe")));
  }
}
