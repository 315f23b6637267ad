package io.gatehouse.it;

import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The committed list of upstream endpoints that no longer answer ({@code docs/retired-endpoints.txt}):
 * one URL a line, matched as a prefix by whole path segments, {@code #} starting a comment line.
 */
record RetiredEndpoints(List<String> urls) {

  static final Path FILE = Path.of("..", "docs", "retired-endpoints.txt");

  static RetiredEndpoints read(Path file) throws IOException {
    List<String> urls = Files.readAllLines(file).stream()
      .map(String::strip)
      .filter(line -> !line.isEmpty() && !line.startsWith("#"))
      .map(line -> trimSlash(line.split("\\s+", 2)[0]))
      .toList();
    return new RetiredEndpoints(urls);
  }

  /** One line per operation of the manifest that calls a retired endpoint, naming its tool. */
  List<String> callers(Manifest manifest) {
    List<String> callers = new ArrayList<>();
    for (OperationSpec op : manifest.operations()) {
      if (op.computed()) continue;
      String url = manifest.upstreams().get(op.request().upstream()).baseUrl() + op.request().path();
      String retired = retired(url);
      if (retired != null) callers.add(manifest.toolName(op) + " calls " + url + ", retired (" + retired + ")");
    }
    return callers;
  }

  private String retired(String url) {
    String target = trimSlash(url);
    return urls.stream().filter(r -> target.equals(r) || target.startsWith(r + "/")).findFirst().orElse(null);
  }

  private static String trimSlash(String url) {
    return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
  }
}
