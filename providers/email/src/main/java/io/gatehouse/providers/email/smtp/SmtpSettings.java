package io.gatehouse.providers.email.smtp;

/**
 * How the probe talks to mail hosts.
 *
 * @param port      25 in production; tests point it at a local fake
 * @param helo      the name given in EHLO
 * @param from      the envelope sender; empty means the null reverse-path {@code <>}
 * @param timeoutMs connect timeout and the bound on one whole conversation
 */
public record SmtpSettings(int port, String helo, String from, long timeoutMs) {
}
