package io.gatehouse.it;

import io.gatehouse.gateway.discovery.SearchableTool;
import io.gatehouse.gateway.discovery.ToolIndex;

import java.util.Arrays;
import java.util.List;

/**
 * What the discovery index costs: building it over every tool of both products, and answering the
 * evaluation's tasks. A main class (docs/benchmarks/discovery.md), not run by the build.
 */
public final class DiscoveryIndexBench {

  private static final int BUILDS = 30;
  private static final int QUERY_ROUNDS = 200;

  public static void main(String[] args) throws Exception {
    List<SearchableTool> catalog = DiscoveryEvaluationTest.productTools();
    List<String> queries = DiscoveryEvaluationTest.tasks().stream().map(DiscoveryEvaluationTest.Task::query).toList();

    long[] builds = new long[BUILDS];
    ToolIndex index = null;
    for (int i = 0; i < BUILDS; i++) {
      long start = System.nanoTime();
      index = ToolIndex.build(catalog);
      builds[i] = System.nanoTime() - start;
    }
    System.out.printf("tools: %d%nfirst build (cold JVM, loads Lucene and the synonyms): %.1f ms%n", catalog.size(),
      builds[0] / 1e6);
    long[] warm = Arrays.copyOfRange(builds, BUILDS / 2, BUILDS);
    Arrays.sort(warm);
    System.out.printf("build after %d builds: median %.1f ms, best %.1f ms%n", BUILDS / 2, warm[warm.length / 2] / 1e6,
      warm[0] / 1e6);

    // a scoped endpoint (?providers=fred,sec) builds its own, smaller index on first use
    List<SearchableTool> scoped = catalog.stream()
      .filter(t -> t.providerId().equals("fred") || t.providerId().equals("sec")).toList();
    long[] scopedBuilds = new long[BUILDS];
    for (int i = 0; i < BUILDS; i++) {
      long start = System.nanoTime();
      ToolIndex.build(scoped);
      scopedBuilds[i] = System.nanoTime() - start;
    }
    Arrays.sort(scopedBuilds);
    System.out.printf("build of fred and sec only (%d tools): median %.1f ms%n", scoped.size(),
      scopedBuilds[BUILDS / 2] / 1e6);

    long[] latencies = new long[queries.size() * QUERY_ROUNDS];
    int n = 0;
    for (int round = 0; round < QUERY_ROUNDS; round++) {
      for (String query : queries) {
        long start = System.nanoTime();
        index.search(query, 0, 10);
        latencies[n++] = System.nanoTime() - start;
      }
    }
    // the first half warms the JIT up
    long[] measured = Arrays.copyOfRange(latencies, latencies.length / 2, latencies.length);
    Arrays.sort(measured);
    System.out.printf("query (limit 10, %d queries): p50 %.3f ms, p99 %.3f ms, max %.3f ms%n", measured.length,
      measured[measured.length / 2] / 1e6, measured[(int) (measured.length * 0.99)] / 1e6,
      measured[measured.length - 1] / 1e6);
  }
}
