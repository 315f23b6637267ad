package io.gatehouse.gateway.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * The gateway's packages import each other one way, from the composition root down to the
 * infrastructure: no package reaches back into one that imports it, and no layer into a higher one.
 * <ul>
 *   <li>boot: the composition root and the command line;</li>
 *   <li>edge: the doors and what they serve (the HTTP server, REST, MCP servers and their MCP Apps views, the portal,
 *   descriptors, health);</li>
 *   <li>policy: the call gate and the rules it applies (scopes, keys and their charges, the audit trail,
 *   retired upstreams and the drift checks that find them);</li>
 *   <li>engines: dispatch, the catalog, MCP's protocol, the cluster, discovery, upstreams, plug-ins, the providers' set-up;</li>
 *   <li>base: the shared words (the caller, configuration, the HTTP kit);</li>
 *   <li>infrastructure: stores, limits, traces, text (strict UTF-8).</li>
 * </ul>
 */
class LayeringTest {

  private static final String ROOT = "io.gatehouse.gateway";

  static final ArchRule NO_CYCLES = slices().matching(ROOT + ".(*)..").should().beFreeOfCycles();

  static final ArchRule LAYERS = layeredArchitecture().consideringOnlyDependenciesInLayers()
    .layer("Boot").definedBy(ROOT, ROOT + ".cli..")
    .layer("Edge").definedBy(ROOT + ".http..", ROOT + ".rest..", ROOT + ".portal..", ROOT + ".server..", ROOT + ".apps..", ROOT + ".descriptor..",
      ROOT + ".health..")
    .layer("Policy").definedBy(ROOT + ".gate..", ROOT + ".scope..", ROOT + ".auth..", ROOT + ".audit..",
      ROOT + ".drift..")
    .layer("Engines").definedBy(ROOT + ".dispatch..", ROOT + ".catalog..", ROOT + ".mcp..", ROOT + ".cluster..",
      ROOT + ".discovery..", ROOT + ".upstream..", ROOT + ".plugins..", ROOT + ".setup..")
    .layer("Base").definedBy(ROOT + ".caller..", ROOT + ".config..", ROOT + ".web..")
    .layer("Infrastructure").definedBy(ROOT + ".store..", ROOT + ".limits..", ROOT + ".trace..", ROOT + ".text..")
    .whereLayer("Boot").mayNotBeAccessedByAnyLayer()
    .whereLayer("Edge").mayOnlyBeAccessedByLayers("Boot")
    .whereLayer("Policy").mayOnlyBeAccessedByLayers("Boot", "Edge")
    .whereLayer("Engines").mayOnlyBeAccessedByLayers("Boot", "Edge", "Policy")
    .whereLayer("Base").mayOnlyBeAccessedByLayers("Boot", "Edge", "Policy", "Engines")
    .whereLayer("Infrastructure").mayOnlyBeAccessedByLayers("Boot", "Edge", "Policy", "Engines", "Base");

  private static JavaClasses gateway() {
    return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages(ROOT);
  }

  @Test
  void packagesAreFreeOfCycles() {
    EvaluationResult result = NO_CYCLES.evaluate(gateway());
    assertFalse(result.hasViolation(), result.getFailureReport().toString());
  }

  @Test
  void noLayerReachesUp() {
    EvaluationResult result = LAYERS.evaluate(gateway());
    assertFalse(result.hasViolation(), result.getFailureReport().toString());
  }
}
