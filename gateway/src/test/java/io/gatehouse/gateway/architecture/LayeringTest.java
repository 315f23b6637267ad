package io.gatehouse.gateway.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** The gateway's packages import each other one way: no package reaches back into one that imports it. */
class LayeringTest {

  static final ArchRule NO_CYCLES = slices().matching("io.gatehouse.gateway.(*)..").should().beFreeOfCycles();

  private static JavaClasses gateway() {
    return new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("io.gatehouse.gateway");
  }

  @Test
  void packagesAreFreeOfCycles() {
    EvaluationResult result = NO_CYCLES.evaluate(gateway());
    assertFalse(result.hasViolation(), result.getFailureReport().toString());
  }
}
