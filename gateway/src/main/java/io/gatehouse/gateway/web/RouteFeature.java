package io.gatehouse.gateway.web;

import io.vertx.ext.web.Router;

/**
 * A part of the gateway that puts its own routes on a router. Built once and shared; each HTTP
 * verticle instance has its own router and asks every feature to mount itself on it.
 */
@FunctionalInterface
public interface RouteFeature {

  void mount(Router router);
}
