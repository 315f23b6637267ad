package io.gatehouse.it;

import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.discovery.SearchableTool;
import io.gatehouse.gateway.discovery.ToolIndex;
import io.gatehouse.gateway.plugins.PluginScan;
import io.gatehouse.gateway.plugins.PluginLoader;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The discovery floor: realistic agent tasks (discovery/tasks.tsv) searched in one index of every
 * tool of both products, the way search_tools searches; at least 95 % must find a right tool among
 * the first five. Writes the hit rate, MRR and the misses to target/discovery-evaluation.md.
 */
class DiscoveryEvaluationTest {

  private static final double FLOOR = 0.95;
  private static final int TOP = 5;
  private static final int RANKED = 10;
  // a test fixture, in neither product
  private static final String NOT_A_PRODUCT = "conformance";

  record Task(String query, Set<String> answers) {
  }

  @Test
  void aRightToolIsAmongTheFirstFiveForAtLeast95PercentOfTasks() throws IOException {
    List<SearchableTool> catalog = productTools();
    List<Task> tasks = tasks();
    ToolIndex index = ToolIndex.build(catalog);

    Set<String> known = new TreeSet<>();
    catalog.forEach(t -> known.add(t.name()));
    Set<String> providers = new TreeSet<>();
    catalog.forEach(t -> providers.add(t.providerId()));
    Set<String> answered = new TreeSet<>();
    tasks.forEach(t -> t.answers().forEach(a -> {
      assertTrue(known.contains(a), "no tool " + a + " (task '" + t.query() + "')");
      answered.add(a.substring(0, a.indexOf('_')));
    }));
    assertEquals(providers, answered, "every provider of both products has a task");

    int hits = 0;
    double reciprocalRanks = 0;
    List<String> misses = new ArrayList<>();
    for (Task task : tasks) {
      List<String> ranked = index.search(task.query(), 0, RANKED).names();
      int rank = firstRight(ranked, task.answers());
      if (rank > 0) reciprocalRanks += 1.0 / rank;
      if (rank > 0 && rank <= TOP) {
        hits++;
      } else {
        misses.add("| " + task.query() + " | " + String.join(" ", task.answers()) + " | "
          + (rank > 0 ? rank : "> " + RANKED) + " | " + String.join(" ", ranked.subList(0, Math.min(TOP, ranked.size())))
          + " |");
      }
    }
    double hitRate = (double) hits / tasks.size();
    double mrr = reciprocalRanks / tasks.size();
    String report = String.format("tasks: %d; tools: %d; providers: %d%ntop-%d hit rate: %.1f %% (%d/%d)%nMRR@%d: %.3f%n"
        + "misses:%n| task | right tools | rank | first five |%n|---|---|---|---|%n%s%n",
      tasks.size(), catalog.size(), providers.size(), TOP, 100 * hitRate, hits, tasks.size(), RANKED, mrr,
      String.join("\n", misses));
    Files.createDirectories(Path.of("target"));
    Files.writeString(Path.of("target", "discovery-evaluation.md"), report);
    System.out.println(report);
    assertTrue(tasks.size() >= 60, "at least 60 tasks");
    assertTrue(hitRate >= FLOOR, report);
  }

  /** 1-based rank of the first right tool, 0 when none is ranked. */
  private static int firstRight(List<String> ranked, Set<String> answers) {
    for (int i = 0; i < ranked.size(); i++) {
      if (answers.contains(ranked.get(i))) return i + 1;
    }
    return 0;
  }

  /** Every tool of every provider on the classpath except the conformance fixture, as the gateway catalogs them. */
  static List<SearchableTool> productTools() {
    PluginScan scan = new PluginLoader(DiscoveryEvaluationTest.class.getClassLoader()).scan(Path.of("no-plugins"));
    List<SearchableTool> tools = new ArrayList<>();
    Catalog.build(scan.providers(), new ArrayList<>()).byProvider().forEach((id, ops) -> {
      if (!id.equals(NOT_A_PRODUCT)) ops.forEach(op -> tools.add(SearchableTool.of(op.toolJson(), op.manifest())));
    });
    return tools;
  }

  static List<Task> tasks() throws IOException {
    try (InputStream in = DiscoveryEvaluationTest.class.getResourceAsStream("/discovery/tasks.tsv")) {
      List<Task> tasks = new ArrayList<>();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.isBlank() || line.startsWith("#")) continue;
        String[] columns = line.split("\t");
        tasks.add(new Task(columns[0], new TreeSet<>(Arrays.asList(columns[1].trim().split(" ")))));
      }
      return tasks;
    }
  }
}
