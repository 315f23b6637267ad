package io.gatehouse.gateway.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where the gateway goes below Vert.x's public API, it does so in one adapter class per concern,
 * each saying which measurement justifies it: a Vert.x upgrade that reshapes its internals has
 * those classes to look at and no others. Netty, beneath Vert.x, is used only where the gateway
 * handles connections itself (http) and names the client's failures (upstream.impl).
 */
class VertxInternalsConfinedTest {

  /** The adapters, and the one concern each serves. */
  private static final String[] ADAPTERS = {
    "io.gatehouse.gateway.upstream.impl.LoopDeadlines", // upstream deadlines on the loop's Netty scheduler
    "io.gatehouse.gateway.http.ServerChannels",         // the server connection's Netty pipeline
  };

  static final ArchRule INTERNALS_IN_ADAPTERS_ONLY = noClasses()
    .that().doNotHaveFullyQualifiedName(ADAPTERS[0]).and().doNotHaveFullyQualifiedName(ADAPTERS[1])
    .should().dependOnClassesThat().resideInAnyPackage("io.vertx.core.internal..", "io.vertx..impl..")
    .because("Vert.x internals are confined to one adapter class per concern");

  static final ArchRule NETTY_WHERE_CONNECTIONS_ARE_HANDLED = noClasses()
    .that().resideOutsideOfPackages("io.gatehouse.gateway.http..", "io.gatehouse.gateway.upstream.impl..")
    .should().dependOnClassesThat().resideInAnyPackage("io.netty..")
    .because("Netty is below Vert.x: only the connection handling and the upstream client reach it");

  private static JavaClasses gateway() {
    return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("io.gatehouse.gateway");
  }

  @Test
  void vertxInternalsAreUsedOnlyByTheAdapters() {
    JavaClasses classes = gateway();
    assertTrue(classes.size() > 100, "the gateway's classes were found: " + classes.size());
    INTERNALS_IN_ADAPTERS_ONLY.check(classes);
    NETTY_WHERE_CONNECTIONS_ARE_HANDLED.check(classes);
  }

  @Test
  void eachAdapterExistsAndAnyOtherUseIsCaught() throws Exception {
    for (String adapter : ADAPTERS) Class.forName(adapter);
    // a test that casts to VertxInternal: the rule would refuse it in main code
    JavaClasses other = new ClassFileImporter().importClasses(
      Class.forName("io.gatehouse.gateway.upstream.impl.LoopClientsTest"));
    assertTrue(INTERNALS_IN_ADAPTERS_ONLY.evaluate(other).hasViolation());
  }
}
