package io.gatehouse.gateway.rest;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The REST operations as a tree of path segments, so finding one costs a few map lookups however
 * many operations there are; a router that tries each route's pattern in turn spends most of a
 * cached request on the hundreds it does not take. Literal segments win over parameters.
 */
final class RestPaths<T> {

  /** Where a path leads: its operation for the method asked (null when the path serves others), and its parameters. */
  record Match<T>(T op, Map<String, String> pathParams) {
  }

  private static final class Node<T> {
    final Map<String, Node<T>> literals = new HashMap<>();
    Node<T> param;
    String paramName;
    final Map<String, T> byMethod = new HashMap<>();
  }

  private final Node<T> root = new Node<>();

  /** {@code template} as in the catalog, e.g. {@code /api/v1/fred/series/{series_id}}. */
  void add(String method, String template, T op) {
    Node<T> node = root;
    for (String segment : segments(template)) {
      if (segment.startsWith("{") && segment.endsWith("}")) {
        if (node.param == null) {
          node.param = new Node<>();
          node.paramName = segment.substring(1, segment.length() - 1);
        }
        node = node.param;
      } else {
        node = node.literals.computeIfAbsent(segment, s -> new Node<>());
      }
    }
    node.byMethod.put(method, op);
  }

  /** Null when no operation has this path; an empty operation when only the method is wrong. */
  Match<T> find(String method, String path) {
    String[] segments = segments(path);
    Map<String, String> params = new LinkedHashMap<>();
    Node<T> node = walk(root, segments, 0, params);
    if (node == null) return null;
    return new Match<>(node.byMethod.get(method), params);
  }

  private static <T> Node<T> walk(Node<T> node, String[] segments, int i, Map<String, String> params) {
    if (i == segments.length) return node.byMethod.isEmpty() ? null : node;
    Node<T> literal = node.literals.get(segments[i]);
    if (literal != null) {
      Node<T> found = walk(literal, segments, i + 1, params);
      if (found != null) return found;
    }
    if (node.param == null || segments[i].isEmpty()) return null;
    Node<T> found = walk(node.param, segments, i + 1, params);
    if (found != null) params.put(node.paramName, decode(segments[i]));
    return found;
  }

  private static String[] segments(String path) {
    int from = path.startsWith("/") ? 1 : 0;
    int to = path.length() > from && path.endsWith("/") ? path.length() - 1 : path.length();
    return path.substring(from, to).split("/", -1);
  }

  /** Percent-decoding of a path segment, where '+' is itself. */
  private static String decode(String segment) {
    return segment.indexOf('%') < 0 ? segment
      : URLDecoder.decode(segment.replace("+", "%2B"), StandardCharsets.UTF_8);
  }
}
