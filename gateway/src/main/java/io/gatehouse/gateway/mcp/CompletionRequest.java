package io.gatehouse.gateway.mcp;

import java.util.Map;

/**
 * A completion/complete request: which prompt or resource template (by name or URI
 * template), which argument, its partial value, and arguments already resolved.
 */
public record CompletionRequest(Ref ref, String target, String argument, String value,
                                Map<String, String> context) {

  public enum Ref { PROMPT, RESOURCE }

  public static CompletionRequest create(Ref ref, String target, String argument, String value,
                                         Map<String, String> context) {
    return new CompletionRequest(ref, target, argument, value, context);
  }
}
