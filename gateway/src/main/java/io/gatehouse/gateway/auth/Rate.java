package io.gatehouse.gateway.auth;

/**
 * A token bucket: up to {@code burst} requests at once, refilled at {@code perSecond}.
 */
public record Rate(long burst, double perSecond) {

  public Rate {
    if (burst < 1 || perSecond <= 0) {
      throw new IllegalArgumentException("A rate needs burst >= 1 and a positive refill");
    }
  }

  public static Rate perMinute(long requests, long burst) {
    return new Rate(burst, requests / 60.0);
  }

  public static Rate perHour(long requests, long burst) {
    return new Rate(burst, requests / 3600.0);
  }
}
