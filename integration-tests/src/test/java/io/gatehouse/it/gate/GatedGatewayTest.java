package io.gatehouse.it.gate;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

/** A door test's gateway: started fresh for each test on its own data folder, closed after it. */
abstract class GatedGatewayTest {

  @TempDir
  Path dir;

  GatedGateway gateway;

  @BeforeEach
  void startGateway() throws Exception {
    gateway = GatedGateway.start(dir);
  }

  @AfterEach
  void stopGateway() throws Exception {
    gateway.close();
  }
}
