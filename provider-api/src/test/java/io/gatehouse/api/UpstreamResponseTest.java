package io.gatehouse.api;

import io.vertx.core.MultiMap;
import io.vertx.core.buffer.Buffer;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class UpstreamResponseTest {

  private static UpstreamResponse answer(Buffer body) {
    return new UpstreamResponse(200, MultiMap.caseInsensitiveMultiMap(), body,
      Source.upstream("FRED", "https://api.stlouisfed.org/fred/series", Instant.EPOCH));
  }

  @Test
  void oneWellFormedValueIsPassedOnAsItCame() {
    Buffer heap = Buffer.buffer("{\"seriess\":[{\"id\":\"GNPCA\"}]}");
    assertSame(heap, answer(heap).checkedJson());
    // a view into a larger array is read from its own offset
    Buffer slice = Buffer.buffer("xx[1,2,{\"a\":null}]yy").slice(2, 18);
    assertEquals("[1,2,{\"a\":null}]", answer(slice).checkedJson().toString());
    Buffer text = Buffer.buffer("\"text\"");
    assertSame(text, answer(text).checkedJson());
  }

  @Test
  void aLeadingByteOrderMarkIsLeftOut() {
    Buffer marked = Buffer.buffer(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}).appendString("{\"a\":1}");
    assertEquals("{\"a\":1}", answer(marked).checkedJson().toString());
  }

  @Test
  void aBodyThatIsNotOneJsonValueIsAnUnusableAnswer() {
    for (String body : new String[] {"", "{\"a\":", "<html>busy</html>", "{\"a\":1} trailing", "[1,2]]"}) {
      ProviderException e = assertThrows(ProviderException.class, () -> answer(Buffer.buffer(body)).checkedJson(), body);
      assertEquals(Failure.UPSTREAM_REJECTED, e.failure());
      assertEquals(502, e.failure().httpStatus());
      assertEquals("FRED answered with a body that is not valid JSON", e.getMessage());
    }
    // the part of the array around a slice is not read
    Buffer slice = Buffer.buffer("{\"a\":1}").slice(0, 5);
    assertThrows(ProviderException.class, () -> answer(slice).checkedJson());
  }
}
