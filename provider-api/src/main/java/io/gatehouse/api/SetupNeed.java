package io.gatehouse.api;

import java.util.List;

/**
 * Something the operator has yet to set up for a provider to serve (a data set to ingest, lists to
 * load), as the provider reports it now: the gateway lists it at start, on {@code /health}, in the
 * portal and in {@code tools/list}. A credential an upstream needs is not reported here: the gateway
 * reads it from the manifest's {@code auth}.
 *
 * @param what         what is missing, e.g. {@code "the KBO open-data extract"}
 * @param fix          what the operator runs or sets, e.g. {@code "java -jar gateway.jar ingest kbo <extract.zip>"}
 * @param operations   the ids of the operations it concerns; empty for every operation of the provider
 * @param refusesCalls whether those calls fail until it is set up (the gateway then refuses them uncharged);
 *                     false where they still answer, only with less (screening with no list loaded says so)
 */
public record SetupNeed(String what, String fix, List<String> operations, boolean refusesCalls) {

  public SetupNeed {
    operations = List.copyOf(operations);
  }
}
