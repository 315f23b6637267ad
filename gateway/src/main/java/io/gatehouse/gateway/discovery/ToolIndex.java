package io.gatehouse.gateway.discovery;

import io.gatehouse.gateway.discovery.impl.LuceneToolIndex;

import java.util.List;

/**
 * A ranked full-text index of a server's tools: words in, tool names out, best first. Immutable
 * once built and safe to search from any thread; a changed catalog means a new index.
 */
public interface ToolIndex {

  static ToolIndex build(List<SearchableTool> tools) {
    return LuceneToolIndex.build(tools);
  }

  /** The matches of the query from offset on, at most limit of them; an empty query finds nothing. */
  Hits search(String query, int offset, int limit);

  /** One page of tool names, best first, and how many tools match in all. */
  record Hits(List<String> names, int total) {
  }
}
