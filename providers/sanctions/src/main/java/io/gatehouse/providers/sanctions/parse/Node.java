package io.gatehouse.providers.sanctions.parse;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** One XML element read whole: a list record is small, the list around it is streamed. */
final class Node {

  final String name;
  final Map<String, String> attributes = new HashMap<>();
  final List<Node> children = new ArrayList<>();
  final StringBuilder text = new StringBuilder();

  Node(String name) {
    this.name = name;
  }

  String attr(String key) {
    String value = attributes.get(key);
    return value == null || value.isBlank() ? null : value.trim();
  }

  /** Trimmed text, null when empty. */
  String text() {
    String value = text.toString().trim();
    return value.isEmpty() ? null : value;
  }

  Node child(String childName) {
    for (Node child : children) if (child.name.equals(childName)) return child;
    return null;
  }

  List<Node> all(String childName) {
    List<Node> found = new ArrayList<>();
    for (Node child : children) if (child.name.equals(childName)) found.add(child);
    return found;
  }

  /** Text of the first child of that name, null when absent or empty. */
  String text(String childName) {
    Node child = child(childName);
    return child == null ? null : child.text();
  }

  /** Every descendant of that name, depth first. */
  List<Node> descendants(String descendantName) {
    List<Node> found = new ArrayList<>();
    collect(descendantName, found);
    return found;
  }

  private void collect(String descendantName, List<Node> into) {
    for (Node child : children) {
      if (child.name.equals(descendantName)) into.add(child);
      child.collect(descendantName, into);
    }
  }
}
