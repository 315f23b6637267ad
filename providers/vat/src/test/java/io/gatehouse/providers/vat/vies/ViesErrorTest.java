package io.gatehouse.providers.vat.vies;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ViesErrorTest {

  @Test
  void findsTheMostSpecificCodeInAFailureMessage() {
    assertEquals(Optional.of(ViesError.MS_MAX_CONCURRENT_REQ_TIME),
      ViesError.mentionedIn("VIES answered HTTP 500: {\"error\":\"MS_MAX_CONCURRENT_REQ_TIME\"}"));
    assertEquals(Optional.of(ViesError.MS_UNAVAILABLE), ViesError.mentionedIn("MS_UNAVAILABLE"));
    assertEquals(Optional.empty(), ViesError.mentionedIn("connection reset"));
    assertEquals(Optional.empty(), ViesError.mentionedIn(null));
  }

  @Test
  void onlyMemberStateFaultsCountTowardsAStatesBreaker() {
    assertTrue(ViesError.MS_UNAVAILABLE.memberStateFault());
    assertTrue(ViesError.MS_MAX_CONCURRENT_REQ.memberStateFault());
    assertFalse(ViesError.GLOBAL_MAX_CONCURRENT_REQ.memberStateFault());
    assertFalse(ViesError.INVALID_INPUT.retryable());
  }
}
