// A key's calls today and what is left of its daily quota, from the product's usage route.
import {count, h, show} from "./dom.js";
import {credentialHeader, getJson} from "./api.js";
import {keyOf} from "./keys.js";

export function usageSection(product) {
  const result = h("div", {class: "usage-result", "aria-live": "polite"});
  const button = h("button", {type: "button", onclick: async () => {
    const key = keyOf(product.id);
    if (!key) {
      show(result, h("p", {class: "error", role: "alert"}, "Paste your key first."));
      return;
    }
    button.disabled = true;
    try {
      const header = credentialHeader(product, key);
      show(result, usageView(await getJson(product.usagePath, {[header.name]: header.value})));
    } catch (error) {
      show(result, h("p", {class: "error", role: "alert"}, error.message));
    } finally {
      button.disabled = false;
    }
  }}, "Show my usage");
  return h("div", {}, button, result);
}

function usageView(usage) {
  const today = usage.today || {};
  const limits = usage.limits || {};
  const tools = Object.entries((usage.period || {}).tools || {}).sort((a, b) => b[1] - a[1]);
  return h("div", {class: "usage"},
    h("dl", {class: "facts"},
      h("dt", {}, "Today"), h("dd", {}, `${count(today.calls ?? 0, "call")} (${today.date || "UTC day"})`),
      h("dt", {}, "Remaining"), h("dd", {}, `${today.remaining ?? "?"} of ${today.quota ?? limits.daily_quota ?? "?"}`),
      h("dt", {}, "Plan"), h("dd", {}, (usage.key || {}).plan || "free"),
      limits.calls_per_minute ? [h("dt", {}, "Rate"), h("dd", {}, `${limits.calls_per_minute} calls a minute, bursts of ${limits.call_burst}`)] : null),
    tools.length ? h("div", {class: "table-wrap"}, h("table", {},
      h("caption", {}, "Calls over the last 30 days, by operation"),
      h("thead", {}, h("tr", {}, h("th", {scope: "col"}, "Operation"), h("th", {scope: "col"}, "Calls"))),
      h("tbody", {}, tools.map(([tool, calls]) => h("tr", {}, h("th", {scope: "row"}, h("code", {}, tool)), h("td", {}, calls))))))
      : h("p", {class: "note"}, "No calls in the last 30 days."));
}
