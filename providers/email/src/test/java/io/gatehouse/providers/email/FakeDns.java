package io.gatehouse.providers.email;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.datagram.DatagramPacket;
import io.vertx.core.datagram.DatagramSocket;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A tiny authoritative DNS server on 127.0.0.1 for tests: answers A, AAAA, MX and TXT questions from
 * records set up by the test, NXDOMAIN for names it holds nothing for, and can fail or stay silent
 * for chosen names. Messages are encoded by hand (RFC 1035 section 4).
 */
public final class FakeDns {

  static final int A = 1;
  static final int MX = 15;
  static final int TXT = 16;
  static final int AAAA = 28;

  private static final int NOERROR = 0;
  private static final int SERVFAIL = 2;
  private static final int NXDOMAIN = 3;

  public static final String CANARY = "example.com";

  private final Map<String, List<byte[]>> records = new HashMap<>();
  private final Set<String> failing = new HashSet<>();
  private final Set<String> silent = new HashSet<>();
  private final AtomicInteger queries = new AtomicInteger();
  private DatagramSocket socket;
  private int port;

  public static Future<FakeDns> start(Vertx vertx) {
    // the name the provider asks before it believes a domain does not exist, known as any resolver knows it
    FakeDns dns = new FakeDns().a(CANARY, "93.184.215.14");
    dns.socket = vertx.createDatagramSocket();
    dns.socket.handler(dns::answer);
    return dns.socket.listen(0, "127.0.0.1").map(s -> {
      dns.port = s.localAddress().port();
      return dns;
    });
  }

  /** Forgets a name's records: its queries answer NXDOMAIN, as a resolver cut off from the internet answers them. */
  public FakeDns forget(String name) {
    records.remove(key(name));
    return this;
  }

  public int port() {
    return port;
  }

  /** The {@code host:port} form the provider's {@code resolver} setting takes. */
  public String address() {
    return "127.0.0.1:" + port;
  }

  public int queries() {
    return queries.get();
  }

  public FakeDns mx(String domain, int preference, String host) {
    Buffer data = Buffer.buffer().appendUnsignedShort(preference).appendBytes(encodeName(host));
    return add(domain, MX, data.getBytes());
  }

  /** RFC 7505: a single MX of preference 0 naming the root. */
  public FakeDns nullMx(String domain) {
    return add(domain, MX, new byte[] {0, 0, 0});
  }

  public FakeDns a(String name, String ip) {
    return add(name, A, literal(ip));
  }

  public FakeDns aaaa(String name, String ip) {
    return add(name, AAAA, literal(ip));
  }

  public FakeDns txt(String name, String text) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    Buffer data = Buffer.buffer();
    // one record may hold several character-strings of up to 255 octets
    for (int i = 0; i < bytes.length; i += 255) {
      int n = Math.min(255, bytes.length - i);
      data.appendUnsignedByte((short) n).appendBytes(bytes, i, n);
    }
    return add(name, TXT, data.getBytes());
  }

  /** Any question about the name gets SERVFAIL. */
  public FakeDns servfail(String name) {
    failing.add(key(name));
    return this;
  }

  /** Questions about the name are never answered, so the resolver times out. */
  public FakeDns silent(String name) {
    silent.add(key(name));
    return this;
  }

  public Future<Void> close() {
    return socket == null ? Future.succeededFuture() : socket.close();
  }

  private FakeDns add(String name, int type, byte[] rdata) {
    byte[] typed = new byte[rdata.length + 2];
    typed[0] = (byte) (type >> 8);
    typed[1] = (byte) type;
    System.arraycopy(rdata, 0, typed, 2, rdata.length);
    records.computeIfAbsent(key(name), k -> new ArrayList<>()).add(typed);
    return this;
  }

  private void answer(DatagramPacket packet) {
    queries.incrementAndGet();
    Buffer query = packet.data();
    if (query.length() < 12) return;
    int pos = 12;
    StringBuilder name = new StringBuilder();
    for (int len = query.getUnsignedByte(pos); len > 0; len = query.getUnsignedByte(pos)) {
      if (name.length() > 0) name.append('.');
      name.append(query.getString(pos + 1, pos + 1 + len, "US-ASCII"));
      pos += 1 + len;
    }
    int questionEnd = pos + 1 + 4;
    int qtype = query.getUnsignedShort(pos + 1);
    String key = key(name.toString());
    if (silent.contains(key)) return;

    List<byte[]> matching = new ArrayList<>();
    for (byte[] typed : records.getOrDefault(key, List.of())) {
      if (((typed[0] & 0xff) << 8 | (typed[1] & 0xff)) == qtype) matching.add(typed);
    }
    int rcode = failing.contains(key) ? SERVFAIL : records.containsKey(key) ? NOERROR : NXDOMAIN;
    if (rcode != NOERROR) matching.clear();

    int flags = 0x8000 | (query.getUnsignedShort(2) & 0x7900) | 0x0400 | 0x0080 | rcode;
    Buffer reply = Buffer.buffer()
      .appendUnsignedShort(query.getUnsignedShort(0)).appendUnsignedShort(flags)
      .appendUnsignedShort(1).appendUnsignedShort(matching.size()).appendUnsignedShort(0).appendUnsignedShort(0)
      .appendBuffer(query, 12, questionEnd - 12);
    for (byte[] typed : matching) {
      // the owner name points back at the question's name (offset 12)
      reply.appendUnsignedShort(0xC00C).appendUnsignedShort(qtype).appendUnsignedShort(1).appendInt(300)
        .appendUnsignedShort(typed.length - 2).appendBytes(typed, 2, typed.length - 2);
    }
    socket.send(reply, packet.sender().port(), packet.sender().host());
  }

  private static byte[] encodeName(String name) {
    Buffer out = Buffer.buffer();
    for (String label : name.split("\\.")) {
      if (label.isEmpty()) continue;
      byte[] bytes = label.getBytes(StandardCharsets.US_ASCII);
      out.appendUnsignedByte((short) bytes.length).appendBytes(bytes);
    }
    return out.appendUnsignedByte((short) 0).getBytes();
  }

  private static byte[] literal(String ip) {
    try {
      return InetAddress.getByName(ip).getAddress();
    } catch (UnknownHostException e) {
      throw new IllegalArgumentException(ip, e);
    }
  }

  private static String key(String name) {
    String n = name.toLowerCase(Locale.ROOT);
    return n.endsWith(".") ? n.substring(0, n.length() - 1) : n;
  }
}
