package io.gatehouse.gateway.dispatch;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class TemplateExpanderTest {

  private final JsonObject args = new JsonObject().put("cik", "320193").put("series", "GDP")
    .put("name", "Jan de Vries, Zürich").put("codes", new JsonArray().add("a").add("b"));

  @Test
  void fillsPlaceholdersBetweenLiterals() {
    assertEquals("/submissions/CIK0000320193.json", TemplateExpander.expand("/submissions/CIK{cik|pad10}.json", args, true));
    assertEquals("gdp-and-more", TemplateExpander.expand("{series|lower}-and-more", args, false));
    assertEquals("a,b", TemplateExpander.expand("{codes}", args, false));
    assertEquals("/static/path", TemplateExpander.expand("/static/path", args, true));
  }

  @Test
  void anAbsentOptionalParameterIsLeftOutOrEmpty() {
    assertNull(TemplateExpander.expand("{missing}", args, false));
    assertEquals("/x//y", TemplateExpander.expand("/x/{missing}/y", args, true));
  }

  @Test
  void encodesPathSegmentsButNotQueryValues() {
    assertEquals("/names/Jan%20de%20Vries,%20Z%C3%BCrich", TemplateExpander.expand("/names/{name}", args, true));
    assertEquals("Jan de Vries, Zürich", TemplateExpander.expand("{name}", args, false));
  }
}
