// A key holder's own page: calls today and per day, what is left of the daily quota, its past calls (the
// audit trail), and revoking or rotating the key, each with the key itself.
import {count, h, show} from "./dom.js";
import {ApiError, credentialHeader, getJson, local, postJson, problemText} from "./api.js";
import {keyOf, setKey} from "./keys.js";
import {copyButton} from "./copy.js";

const RECENT = 20;

export function usageSection(product) {
  const result = h("div", {class: "usage-result", "aria-live": "polite"});
  const withKey = action => async event => {
    const key = keyOf(product.id);
    if (!key) {
      show(result, h("p", {class: "error", role: "alert"}, "Paste your key first."));
      return;
    }
    const button = event.currentTarget;
    button.disabled = true;
    try {
      show(result, await action(credentialHeader(product, key)));
    } catch (error) {
      show(result, h("p", {class: "error", role: "alert"}, error.message));
    } finally {
      button.disabled = false;
    }
  };
  return h("div", {},
    h("div", {class: "key-actions"},
      h("button", {type: "button", class: "show-usage", onclick: withKey(async header =>
        usageView(await getJson(product.usagePath, {[header.name]: header.value})))}, "Show my usage"),
      h("button", {type: "button", class: "secondary show-calls", onclick: withKey(async header =>
        callsView(await recentCalls(product, header)))}, "My recent calls"),
      h("button", {type: "button", class: "secondary rotate-key", onclick: withKey(async header => confirmStep(result,
        "Rotate this key? You get a new key; the old one keeps working for one hour.", "Yes, rotate it", async () => {
          const issued = await postJson(`${product.usagePath}/rotate`, {}, {[header.name]: header.value});
          setKey(product.id, issued.api_key);
          return rotatedView(issued);
        }))}, "Rotate my key"),
      h("button", {type: "button", class: "secondary revoke-key", onclick: withKey(async header => confirmStep(result,
        "Revoke this key? It stops working at once, for every client using it.", "Yes, revoke it", async () => {
          await postJson(`${product.usagePath}/revoke`, {}, {[header.name]: header.value});
          setKey(product.id, "");
          return h("p", {class: "revoked", role: "status"}, "The key is revoked: it no longer works. Get a new one above.");
        }))}, "Revoke my key")),
    result);
}

/** A question with its one button: nothing irreversible happens on the first click. */
function confirmStep(result, question, label, perform) {
  const yes = h("button", {type: "button", class: "confirm", onclick: async () => {
    yes.disabled = true;
    try {
      show(result, await perform());
    } catch (error) {
      show(result, h("p", {class: "error", role: "alert"}, error.message));
    }
  }}, label);
  return h("div", {class: "confirm-step", role: "alertdialog", "aria-label": question}, h("p", {}, question), yes,
    h("button", {type: "button", class: "secondary", onclick: () => show(result)}, "Cancel"));
}

/** The key's own audit records (JSON Lines), newest first. */
async function recentCalls(product, header) {
  const response = await fetch(local(`${product.usagePath}/audit?limit=1000`), {headers: {[header.name]: header.value}});
  const text = await response.text();
  if (!response.ok) {
    let body = null;
    try { body = JSON.parse(text); } catch { body = null; }
    throw new ApiError(response.status, problemText(response, body, text), body);
  }
  return text.split("\n").filter(line => line.trim()).map(line => JSON.parse(line)).reverse().slice(0, RECENT);
}

function callsView(calls) {
  if (!calls.length) return h("p", {class: "note"}, "No calls yet.");
  return h("div", {class: "table-wrap calls"}, h("table", {},
    h("caption", {}, `Your last ${count(calls.length, "call")}, newest first (refusals included)`),
    h("thead", {}, h("tr", {}, ["When (UTC)", "Operation", "Outcome", "Latency"].map(t => h("th", {scope: "col"}, t)))),
    h("tbody", {}, calls.map(c => h("tr", {},
      h("td", {}, (c.at || "").replace("T", " ").replace(/\.\d+Z$/, "Z")), h("td", {}, h("code", {}, c.tool || c.route || "")),
      h("td", {}, c.outcome || ""), h("td", {}, c.latency_ms === undefined ? "" : `${c.latency_ms} ms`))))));
}

function rotatedView(issued) {
  const key = h("code", {class: "api-key"}, issued.api_key);
  return h("div", {class: "issued", role: "status"},
    h("p", {class: "warning"}, h("strong", {}, "Your new key: copy it now, it will not be shown again."),
      ` The old key keeps working for ${Math.round((issued.old_key_valid_for_seconds || 0) / 60)} minutes, then stops.`),
    h("p", {class: "key-line"}, key, copyButton("Copy the new key", () => issued.api_key, key)));
}

function usageView(usage) {
  const today = usage.today || {};
  const limits = usage.limits || {};
  const tools = Object.entries((usage.period || {}).tools || {}).sort((a, b) => b[1] - a[1]);
  const days = (usage.days || []).filter(d => d.calls > 0).slice().reverse();
  return h("div", {class: "usage"},
    h("dl", {class: "facts"},
      h("dt", {}, "Today"), h("dd", {}, `${count(today.calls ?? 0, "call")} (${today.date || "UTC day"})`),
      h("dt", {}, "Remaining"), h("dd", {}, `${today.remaining ?? "?"} of ${today.quota ?? limits.daily_quota ?? "?"}`
        + " (the quota renews at 00:00 UTC)"),
      h("dt", {}, "Plan"), h("dd", {}, (usage.key || {}).plan || "free"),
      (limits.policies || []).map(p => [h("dt", {}, h("code", {}, p.name)), h("dd", {class: "policy"}, p.per_day
        ? `${p.per_day} a day (${p.counts})` : `${p.burst} at once, then ${p.per_minute} a minute (${p.counts})`)])),
    h("p", {class: "note"}, "The names are those of the RateLimit-Policy header and of a 429's policy: the RateLimit"
      + " numbers of an answer are the named limit's."),
    days.length ? h("div", {class: "table-wrap days"}, h("table", {},
      h("caption", {}, "Calls per day (UTC), last 30 days"),
      h("thead", {}, h("tr", {}, h("th", {scope: "col"}, "Day"), h("th", {scope: "col"}, "Calls"))),
      h("tbody", {}, days.map(d => h("tr", {}, h("th", {scope: "row"}, d.date), h("td", {}, d.calls)))))) : null,
    tools.length ? h("div", {class: "table-wrap"}, h("table", {},
      h("caption", {}, "Calls over the last 30 days, by operation"),
      h("thead", {}, h("tr", {}, h("th", {scope: "col"}, "Operation"), h("th", {scope: "col"}, "Calls"))),
      h("tbody", {}, tools.map(([tool, calls]) => h("tr", {}, h("th", {scope: "row"}, h("code", {}, tool)), h("td", {}, calls))))))
      : h("p", {class: "note"}, "No calls in the last 30 days."));
}
