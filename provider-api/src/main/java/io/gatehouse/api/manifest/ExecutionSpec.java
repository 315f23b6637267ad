package io.gatehouse.api.manifest;

import io.vertx.core.json.JsonObject;

import java.util.List;
import java.util.Set;

/**
 * How an operation may run over MCP: as a task the client polls (the MCP tasks extension) or only
 * within the request.
 *
 * @param taskSupport     {@code forbidden} (the default), {@code optional} (a task whenever the client
 *                        can take one) or {@code required} (only as a task)
 * @param inputBeforeTask the first call runs within the request, so the questions it asks go back as
 *                        a multi round-trip; the task starts with the call that brings the answers
 */
public record ExecutionSpec(String taskSupport, boolean inputBeforeTask) {

  public static final ExecutionSpec NONE = new ExecutionSpec("forbidden", false);
  private static final Set<String> SUPPORT = Set.of("forbidden", "optional", "required");

  static ExecutionSpec fromJson(JsonObject json, String where, List<String> problems) {
    if (json == null) return NONE;
    String support = json.getValue("taskSupport", "forbidden") instanceof String s ? s : null;
    if (!SUPPORT.contains(support)) {
      problems.add(where + ".execution.taskSupport must be forbidden, optional or required");
      return NONE;
    }
    Object first = json.getValue("inputBeforeTask", false);
    if (!(first instanceof Boolean inputFirst)) {
      problems.add(where + ".execution.inputBeforeTask must be a boolean");
      return NONE;
    }
    if (inputFirst && support.equals("forbidden")) {
      problems.add(where + ".execution.inputBeforeTask needs taskSupport optional or required");
    }
    for (String key : json.fieldNames()) {
      if (!key.equals("taskSupport") && !key.equals("inputBeforeTask")) {
        problems.add(where + ".execution." + key + " is not a known field");
      }
    }
    return new ExecutionSpec(support, inputFirst);
  }

  public boolean tasks() {
    return !taskSupport.equals("forbidden");
  }
}
