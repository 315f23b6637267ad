package io.gatehouse.api;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class OutboundAddressesTest {

  private static String refusal(OutboundAddresses policy, String ip) {
    return policy.refusal(OutboundAddresses.literal(ip));
  }

  @Test
  void specialPurposeAddressesAreRefusedByKind() {
    OutboundAddresses strict = OutboundAddresses.strict();
    assertEquals("loopback", refusal(strict, "127.0.0.1"));
    assertEquals("loopback", refusal(strict, "127.255.0.9"));
    assertEquals("loopback", refusal(strict, "::1"));
    assertEquals("loopback", refusal(strict, "::ffff:127.0.0.1"), "an IPv4-mapped address is its IPv4 address");
    for (String ip : List.of("10.0.0.1", "172.16.0.1", "172.31.255.254", "192.168.1.1", "fc00::1", "fd12:3456::1",
      "100.64.0.1", "0.1.2.3")) {
      assertEquals("private", refusal(strict, ip), ip);
    }
    assertEquals("link-local", refusal(strict, "169.254.169.254"));
    assertEquals("link-local", refusal(strict, "fe80::1"));
    assertEquals("multicast", refusal(strict, "224.0.0.1"));
    assertEquals("multicast", refusal(strict, "ff02::1"));
    assertEquals("unspecified", refusal(strict, "0.0.0.0"));
    assertEquals("unspecified", refusal(strict, "::"));
  }

  @Test
  void publicAddressesPass() {
    for (String ip : List.of("8.8.8.8", "172.32.0.1", "192.0.2.1", "100.128.0.1", "2001:4860:4860::8888")) {
      assertNull(refusal(OutboundAddresses.strict(), ip), ip);
    }
  }

  @Test
  void theOperatorsRangesAreAllowedAndNothingBeyondThem() {
    OutboundAddresses policy = OutboundAddresses.allowing(List.of("127.0.0.0/8", "10.20.0.0/16", "fd00:1::/32", "192.168.7.7"));
    assertNull(refusal(policy, "127.0.0.1"));
    assertNull(refusal(policy, "10.20.255.1"));
    assertEquals("private", refusal(policy, "10.21.0.1"));
    assertNull(refusal(policy, "fd00:1:ffff::1"));
    assertEquals("private", refusal(policy, "fd00:2::1"));
    assertNull(refusal(policy, "192.168.7.7"));
    assertEquals("private", refusal(policy, "192.168.7.8"));
    assertEquals("loopback", refusal(policy, "::1"), "an IPv4 range allows no IPv6 address");
  }

  @Test
  void onlyLiteralsAreParsedAndBadRangesAreRefused() {
    assertNull(OutboundAddresses.literal("mx.example.com"), "a name is never looked up");
    assertNull(OutboundAddresses.literal("1.2.3"));
    assertThrows(IllegalArgumentException.class, () -> OutboundAddresses.allowing(List.of("localhost")));
    assertThrows(IllegalArgumentException.class, () -> OutboundAddresses.allowing(List.of("10.0.0.0/33")));
    assertThrows(IllegalArgumentException.class, () -> OutboundAddresses.allowing(List.of("10.0.0.0/x")));
  }
}
