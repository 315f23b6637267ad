package io.gatehouse.providers.vat.vies;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ViesErrorTest {

  @Test
  void onlyMemberStateFaultsCountTowardsAStatesBreaker() {
    assertTrue(ViesError.MS_UNAVAILABLE.memberStateFault());
    assertTrue(ViesError.MS_MAX_CONCURRENT_REQ.memberStateFault());
    assertFalse(ViesError.GLOBAL_MAX_CONCURRENT_REQ.memberStateFault());
    assertFalse(ViesError.INVALID_INPUT.retryable());
  }

  @Test
  void onlyFaultsOfViesAsAWholeAreLeftToTheSharedCircuit() {
    assertTrue(ViesError.SERVICE_UNAVAILABLE.viesFault());
    assertTrue(ViesError.GLOBAL_MAX_CONCURRENT_REQ.viesFault());
    assertFalse(ViesError.MS_UNAVAILABLE.viesFault());
    assertFalse(ViesError.INVALID_REQUESTER_INFO.viesFault());
  }
}
