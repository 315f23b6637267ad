package io.gatehouse.gateway.setup;

import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.SetupNeed;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.dispatch.OperationRefusals;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * What the providers running in this process still need from the operator: the credentials their
 * manifests' upstreams require and are not set, and what the providers report missing (a data set to
 * ingest, lists to load). The start-up log, {@code /health}, the portal and {@code tools/list} say it;
 * and the call gate asks it before the charge, so a call that cannot succeed for the operator's set-up
 * is refused as such (503), audited and never charged to the caller's key.
 *
 * <p>Only providers that run here are judged: in a cluster another node runs the rest, with its own
 * environment.
 */
public final class ProviderSetup implements OperationRefusals {

  /** Where a tool carries what it still needs, for clients and the portal. */
  public static final String META = "io.gatehouse/setup";

  private final Supplier<Catalog> catalog;
  private final Function<String, Optional<String>> variables;
  private final Map<String, Provider> running = new ConcurrentHashMap<>();
  /** The environment does not change while the gateway runs, so each provider's credentials are judged once. */
  private final Map<String, List<ProviderNeed>> credentials = new ConcurrentHashMap<>();

  /** @param variables where the upstream clients read credentials (the environment) */
  public ProviderSetup(Supplier<Catalog> catalog, Function<String, Optional<String>> variables) {
    this.catalog = catalog;
    this.variables = variables;
  }

  /** A provider started in this process. */
  public void running(Provider provider) {
    running.put(provider.id(), provider);
  }

  /** What the provider still needs, credentials first; empty when it is set up or does not run here. */
  public List<ProviderNeed> needs(String providerId) {
    Provider provider = running.get(providerId);
    List<CatalogOperation> ops = catalog.get().byProvider().get(providerId);
    if (provider == null || ops == null || ops.isEmpty()) return List.of();
    List<ProviderNeed> needs = new ArrayList<>(credentials.computeIfAbsent(providerId, id -> credentialNeeds(ops)));
    for (SetupNeed need : provider.unmetNeeds()) {
      needs.add(new ProviderNeed("data", need.what(), need.fix(), null, Set.copyOf(need.operations()), need.refusesCalls()));
    }
    return needs;
  }

  /** What the operation still needs; empty when it is set up. */
  public List<ProviderNeed> needs(CatalogOperation op) {
    return needs(op.providerId()).stream().filter(n -> n.concerns(op.spec().id())).toList();
  }

  /** The refusal of a call that cannot succeed until the operator sets something up, or null. */
  @Override
  public ProviderException refusal(CatalogOperation op) {
    for (ProviderNeed need : needs(op)) {
      if (!need.refusesCalls()) continue;
      String detail = need.variable() != null
        ? need.what() + " is not configured on this gateway: the operator sets " + need.variable()
        : need.what() + " is not set up on this gateway: the operator runs " + need.fix();
      return new ProviderException(need.failure(), detail + ". The call was not charged.",
        need.toJson().put("provider", op.providerId()), null);
    }
    return null;
  }

  /** The tool's {@link #META} entry, or null when the operation is set up. */
  public JsonObject meta(CatalogOperation op) {
    List<ProviderNeed> needs = needs(op);
    if (needs.isEmpty()) return null;
    JsonArray list = new JsonArray();
    needs.forEach(n -> list.add(n.toJson()));
    return new JsonObject().put("configured", false).put("needs", list);
  }

  /** The tool with what the operation still needs in its {@code _meta} (a copy of any it had), or the tool as given. */
  public JsonObject withMeta(CatalogOperation op, JsonObject tool) {
    JsonObject unmet = meta(op);
    if (unmet == null) return tool;
    JsonObject meta = tool.getJsonObject("_meta");
    return tool.put("_meta", (meta == null ? new JsonObject() : meta.copy()).put(META, unmet));
  }

  /** Every provider running here that needs something, with what, in the catalog's order. */
  public Map<String, List<ProviderNeed>> unmet() {
    Map<String, List<ProviderNeed>> unmet = new LinkedHashMap<>();
    catalog.get().byProvider().keySet().forEach(id -> {
      List<ProviderNeed> needs = needs(id);
      if (!needs.isEmpty()) unmet.put(id, needs);
    });
    return unmet;
  }

  /**
   * One need per unset variable: the operations whose upstream requires it; a computed operation when
   * an upstream its manifest says it uses does, or, where the manifest does not say, when every
   * upstream of its provider does (it can reach none of them).
   */
  private List<ProviderNeed> credentialNeeds(List<CatalogOperation> ops) {
    Manifest manifest = ops.get(0).manifest();
    Map<String, Set<String>> blockedByVariable = new LinkedHashMap<>();
    for (UpstreamSpec upstream : manifest.upstreams().values()) {
      if (upstream.auth() == null || !upstream.auth().required()) continue;
      String variable = upstream.auth().variable();
      if (variables.apply(variable).isEmpty()) {
        blockedByVariable.computeIfAbsent(variable, v -> new TreeSet<>()).add(upstream.name());
      }
    }
    Set<String> blocked = blockedByVariable.values().stream().flatMap(Set::stream).collect(Collectors.toSet());
    boolean computedBlocked = !manifest.upstreams().isEmpty() && blocked.containsAll(manifest.upstreams().keySet());
    List<ProviderNeed> needs = new ArrayList<>();
    blockedByVariable.forEach((variable, upstreams) -> {
      Set<String> concerned = new TreeSet<>();
      for (CatalogOperation op : ops) {
        boolean reaches = !op.spec().computed() ? upstreams.contains(op.spec().request().upstream())
          : op.spec().uses().isEmpty() ? computedBlocked : op.spec().uses().stream().anyMatch(upstreams::contains);
        if (reaches) concerned.add(op.spec().id());
      }
      if (concerned.isEmpty()) return;
      String sources = upstreams.stream().map(u -> manifest.upstreams().get(u).source()).distinct()
        .collect(Collectors.joining(", "));
      // every operation concerned: say so with an empty list, as a provider's need does
      Set<String> operations = concerned.size() == ops.size() ? Set.of() : concerned;
      needs.add(new ProviderNeed("credential", "the credential of " + sources + " (" + variable + ")",
        "set " + variable + " in the gateway's environment and restart", variable, operations, true));
    });
    return List.copyOf(needs);
  }
}
