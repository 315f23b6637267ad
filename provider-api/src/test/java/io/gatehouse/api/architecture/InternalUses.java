package io.gatehouse.api.architecture;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.buffer.impl.BufferImpl;
import io.vertx.core.internal.buffer.BufferInternal;

/** One class per kind of use {@link PublicApisOnlyTest}'s rule must refuse. */
final class InternalUses {

  private InternalUses() {
  }

  static final class OfBuffer {
    static int capacity(Buffer buffer) {
      return ((BufferInternal) buffer).getByteBuf().capacity();
    }
  }

  static final class OfImpl {
    static boolean isImpl(Buffer buffer) {
      return buffer instanceof BufferImpl;
    }
  }

  static final class OfNetty {
    static Object empty() {
      return io.netty.buffer.Unpooled.EMPTY_BUFFER;
    }
  }
}
