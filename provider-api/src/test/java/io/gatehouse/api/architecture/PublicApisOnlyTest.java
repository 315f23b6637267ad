package io.gatehouse.api.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The SPI is built on Vert.x's public API only ({@code Buffer}, {@code JsonObject}, {@code Future}, ...):
 * a provider compiled against it keeps working when Vert.x reshapes its internals, and a Vert.x
 * upgrade never has to touch the SPI. Netty sits below Vert.x and is none of a provider's business.
 */
class PublicApisOnlyTest {

  static final ArchRule NO_INTERNALS = noClasses()
    .should().dependOnClassesThat().resideInAnyPackage("io.vertx.core.internal..", "io.vertx..impl..", "io.netty..")
    .because("the provider SPI must build on Vert.x's public API only");

  @Test
  void theSpiUsesNoVertxInternalsNorNetty() {
    JavaClasses spi = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("io.gatehouse.api");
    assertTrue(spi.size() > 20, "the SPI's classes were found: " + spi.size());
    NO_INTERNALS.check(spi);
  }

  @Test
  void theRuleCatchesEachKindOfInternalUse() {
    JavaClasses offenders = new ClassFileImporter().importClasses(InternalUses.OfBuffer.class,
      InternalUses.OfImpl.class, InternalUses.OfNetty.class);
    for (Class<?> offender : new Class<?>[] {InternalUses.OfBuffer.class, InternalUses.OfImpl.class, InternalUses.OfNetty.class}) {
      JavaClasses one = new ClassFileImporter().importClasses(offender);
      assertTrue(NO_INTERNALS.evaluate(one).hasViolation(), offender.getSimpleName());
    }
    assertFalse(NO_INTERNALS.evaluate(new ClassFileImporter().importClasses(PublicApisOnlyTest.class)).hasViolation());
    assertTrue(NO_INTERNALS.evaluate(offenders).hasViolation());
  }
}
