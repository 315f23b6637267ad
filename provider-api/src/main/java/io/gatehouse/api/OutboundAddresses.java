package io.gatehouse.api;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;

/**
 * Which addresses a connection opened on a caller's behalf may go to, checked after name resolution
 * (then connect to the address checked, never to the name again). Loopback, private (RFC 1918,
 * fc00::/7), link-local, multicast and unspecified addresses are refused, and IPv4-mapped IPv6
 * addresses are judged as their IPv4 address, unless the operator allows a range explicitly
 * ({@code outbound.allow} in the gateway configuration, {@code GATEHOUSE_OUTBOUND_ALLOW}).
 */
public final class OutboundAddresses {

  private static final OutboundAddresses STRICT = new OutboundAddresses(List.of());

  /** A CIDR range as address bytes and prefix length. */
  private record Range(byte[] network, int prefix) {

    boolean contains(byte[] address) {
      if (address.length != network.length) return false;
      int whole = prefix / 8;
      for (int i = 0; i < whole; i++) {
        if (address[i] != network[i]) return false;
      }
      int rest = prefix % 8;
      if (rest == 0) return true;
      int mask = 0xFF << (8 - rest) & 0xFF;
      return (address[whole] & mask) == (network[whole] & mask);
    }
  }

  private final List<Range> allowed;

  private OutboundAddresses(List<Range> allowed) {
    this.allowed = allowed;
  }

  /** Every special-purpose address refused, none allowed. */
  public static OutboundAddresses strict() {
    return STRICT;
  }

  /**
   * The strict policy with these ranges allowed, e.g. {@code 127.0.0.0/8}, {@code 10.1.0.0/16},
   * {@code ::1/128}; an address alone is a range of one.
   *
   * @throws IllegalArgumentException for a range that is not an IP literal with an optional prefix
   */
  public static OutboundAddresses allowing(List<String> ranges) {
    List<Range> parsed = new ArrayList<>();
    for (String range : ranges) {
      if (!range.isBlank()) parsed.add(parse(range.strip()));
    }
    return parsed.isEmpty() ? STRICT : new OutboundAddresses(List.copyOf(parsed));
  }

  /** Null when a connection to the address is allowed, else what kind of address it is (e.g. "loopback"). */
  public String refusal(InetAddress address) {
    byte[] bytes = address.getAddress();
    for (Range range : allowed) {
      if (range.contains(bytes)) return null;
    }
    InetAddress judged = mappedIpv4(address);
    if (judged.isLoopbackAddress()) return "loopback";
    if (judged.isAnyLocalAddress()) return "unspecified";
    if (judged.isLinkLocalAddress()) return "link-local";
    if (judged.isMulticastAddress()) return "multicast";
    if (judged.isSiteLocalAddress() || uniqueLocal(judged) || sharedOrThisNetwork(judged)) return "private";
    return null;
  }

  /** The address if it is an IP literal (no lookup is made), else null. */
  public static InetAddress literal(String text) {
    String bare = text.startsWith("[") && text.endsWith("]") ? text.substring(1, text.length() - 1) : text;
    boolean v4 = bare.matches("[0-9]{1,3}(\\.[0-9]{1,3}){3}");
    boolean v6 = bare.indexOf(':') >= 0 && bare.matches("[0-9A-Fa-f:.]+(%[A-Za-z0-9]+)?");
    if (!v4 && !v6) return null;
    try {
      // a literal is parsed, never looked up
      return InetAddress.getByName(bare);
    } catch (UnknownHostException e) {
      return null;
    }
  }

  private static Range parse(String text) {
    int slash = text.indexOf('/');
    InetAddress address = literal(slash < 0 ? text : text.substring(0, slash));
    if (address == null) throw new IllegalArgumentException("not an IP range: " + text);
    byte[] network = address.getAddress();
    int prefix;
    try {
      prefix = slash < 0 ? network.length * 8 : Integer.parseInt(text.substring(slash + 1));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not an IP range: " + text);
    }
    if (prefix < 0 || prefix > network.length * 8) throw new IllegalArgumentException("prefix out of range: " + text);
    return new Range(network, prefix);
  }

  /** ::ffff:a.b.c.d is a.b.c.d on the wire. */
  private static InetAddress mappedIpv4(InetAddress address) {
    if (!(address instanceof Inet6Address)) return address;
    byte[] b = address.getAddress();
    for (int i = 0; i < 10; i++) {
      if (b[i] != 0) return address;
    }
    if (b[10] != (byte) 0xFF || b[11] != (byte) 0xFF) return address;
    try {
      return InetAddress.getByAddress(new byte[] {b[12], b[13], b[14], b[15]});
    } catch (UnknownHostException e) {
      return address;
    }
  }

  /** fc00::/7, which Java's site-local test (the deprecated fec0::/10) does not cover. */
  private static boolean uniqueLocal(InetAddress address) {
    return address instanceof Inet6Address && (address.getAddress()[0] & 0xFE) == 0xFC;
  }

  /** 100.64.0.0/10 (carrier-grade NAT, RFC 6598) and 0.0.0.0/8 (this network): internal in practice. */
  private static boolean sharedOrThisNetwork(InetAddress address) {
    if (!(address instanceof Inet4Address)) return false;
    byte[] b = address.getAddress();
    return (b[0] & 0xFF) == 100 && (b[1] & 0xC0) == 64 || b[0] == 0;
  }
}
