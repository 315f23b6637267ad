// The providers' health and their upstreams' circuits, as /health reports them.
import {count, h} from "./dom.js";
import {local} from "./api.js";

export async function statusView() {
  // /health answers 503 with the same document when a check is down
  const health = await (await fetch(local("/health"), {headers: {Accept: "application/json"}})).json();
  const check = id => (health.checks || []).find(c => c.id === id) || {data: {}};
  const providers = Object.entries(check("providers").data || {});
  const upstreams = Object.entries(check("upstreams").data || {});
  const skipped = (check("plugins").data || {}).skipped || [];
  const open = upstreams.filter(([, u]) => u.circuit === "open").length;
  return h("article", {class: "status"},
    h("h1", {tabindex: "-1"}, "Status"),
    h("p", {class: `overall ${health.status === "UP" ? "up" : "down"}`}, `Gateway: ${health.status}`,
      open ? ` — ${count(open, "upstream circuit")} open` : " — every upstream circuit closed"),
    h("h2", {}, "Providers"),
    table(["Provider", "Status", "Version", "Operations", "Origin", "To set up"],
      providers.map(([id, p]) => [h("code", {}, id), badge(p.status), p.version, p.operations, p.origin,
        (p.needs || []).map(n => h("div", {}, n.what, ": ", h("code", {}, n.fix)))])),
    h("h2", {}, "Upstreams"),
    h("p", {class: "note"}, "A circuit opens after five attempts in a row get no answer or a 5xx; calls then answer 503 for 30 s, until a trial call closes it."),
    table(["Upstream", "Source", "Circuit"],
      upstreams.map(([id, u]) => [h("code", {}, id), u.source, badge(u.circuit)])),
    skipped.length ? [h("h2", {}, "Skipped plug-ins"),
      table(["Plug-in", "Provider", "Reason"], skipped.map(s => [s.origin, s.provider || "", s.reason]))] : null,
    h("p", {}, h("a", {href: local("/health")}, "The health document"), " · ", h("a", {href: local("/metrics")}, "Metrics")));
}

function badge(state) {
  const value = String(state || "").toLowerCase();
  const kind = value === "up" || value === "closed" ? "ok" : "bad";
  return h("span", {class: `badge ${kind}`}, state);
}

function table(headings, rows) {
  if (!rows.length) return h("p", {class: "note"}, "None.");
  return h("div", {class: "table-wrap"}, h("table", {},
    h("thead", {}, h("tr", {}, headings.map(t => h("th", {scope: "col"}, t)))),
    h("tbody", {}, rows.map(cells => h("tr", {}, cells.map(c => h("td", {}, c ?? "")))))));
}
