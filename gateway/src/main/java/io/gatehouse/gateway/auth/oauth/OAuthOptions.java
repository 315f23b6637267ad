package io.gatehouse.gateway.auth.oauth;

import io.gatehouse.gateway.auth.Rate;

import java.time.Duration;

/**
 * Tuning of the built-in authorization server; {@link #DEFAULTS} suit a public gateway.
 *
 * @param codeTtl           how long an authorization code may wait for its exchange
 * @param accessTtl         an access token's life; a client refreshes it after that
 * @param refreshTtl        a refresh token's life; each refresh starts a new one (the grant lives while used)
 * @param maxClients        registrations held at once, all products together
 * @param clientUnusedFor   how long a registration no authorization used is kept before it may be dropped
 * @param registrations     registrations per client address, all products together ({@link RegistrationLimit})
 * @param tokenCacheTtl     how long a node trusts an access token it looked up (a refresh elsewhere shows within it)
 */
public record OAuthOptions(Duration codeTtl, Duration accessTtl, Duration refreshTtl, int maxClients,
                           Duration clientUnusedFor, Rate registrations, Duration tokenCacheTtl) {

  public static final OAuthOptions DEFAULTS = new OAuthOptions(Duration.ofMinutes(1), Duration.ofHours(1),
    Duration.ofDays(30), 10_000, Duration.ofDays(30), Rate.perHour(30, 10), Duration.ofSeconds(5));
}
