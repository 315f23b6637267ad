// Every operation of a product, grouped by provider, searchable with the same search as search_tools.
import {count, h, show, uid} from "./dom.js";
import {deprecation, setupNeeds, firstSentence, operationList, search} from "./catalog.js";

export function browseSection(product) {
  const results = h("div", {class: "operations", "aria-live": "polite"});
  const inputId = uid("search");
  const input = h("input", {id: inputId, type: "search", name: "q", autocomplete: "off",
    placeholder: "what it should do, or a tool's name"});
  let timer = null;
  let latest = 0;
  const run = async () => {
    const query = input.value.trim();
    const ticket = ++latest;
    try {
      const view = query ? await searchView(product, query) : await fullList(product);
      if (ticket === latest) show(results, view);
    } catch (error) {
      if (ticket === latest) show(results, h("p", {class: "error", role: "alert"}, error.message));
    }
  };
  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(run, 250);
  });
  const form = h("form", {class: "search", role: "search", onsubmit: event => {
    event.preventDefault();
    clearTimeout(timer);
    run();
  }},
  h("label", {for: inputId}, "Search operations"),
  h("div", {class: "search-row"}, input, h("button", {type: "submit"}, "Search")));
  run();
  return h("div", {}, form, results);
}

async function fullList(product) {
  const {providers, operations} = await operationList(product.id);
  const byProvider = group(operations);
  return [
    h("p", {class: "note"}, `${count(operations.length, "operation")} from ${count(providers.length, "provider")}.`),
    // a short catalog is read at a glance; a long one opens provider by provider
    providers.map(provider => h("details", {class: "provider", open: operations.length <= 30},
      h("summary", {}, h("span", {class: "provider-title"}, provider.title),
        h("span", {class: "count"}, ` ${count(provider.operations, "operation")}`)),
      h("p", {class: "note"}, provider.description || ""),
      operationItems(product, byProvider.get(provider.id) || []))),
  ];
}

async function searchView(product, query) {
  const {providers} = await operationList(product.id);
  const titles = new Map(providers.map(p => [p.id, p.title]));
  const providerOf = new Map((await operationList(product.id)).operations.map(o => [o.name, o]));
  const container = h("div", {});
  const more = async offset => {
    const page = await search(product.id, query, offset);
    const found = page.tools.map(t => ({...providerOf.get(t.name), ...t}));
    const view = [];
    if (offset === 0) view.push(h("p", {class: "note"}, `Matching “${query}”: ${count(page.matches, "operation")}, best first.`));
    for (const [providerId, items] of group(found)) {
      view.push(h("section", {class: "provider-results"},
        h("h4", {}, titles.get(providerId) || providerId), operationItems(product, items)));
    }
    if (page.next_offset !== undefined) {
      const button = h("button", {type: "button", class: "more", onclick: async () => {
        button.remove();
        container.append(...await more(page.next_offset));
      }}, "Show more");
      view.push(button);
    }
    return view;
  };
  container.append(...await more(0));
  return container;
}

/** Operations by provider, in the order each provider first appears. */
function group(operations) {
  const groups = new Map();
  for (const op of operations) {
    if (!groups.has(op.provider)) groups.set(op.provider, []);
    groups.get(op.provider).push(op);
  }
  return groups;
}

function operationItems(product, operations) {
  return h("ul", {class: "operation-list"}, operations.map(op => h("li", {},
    h("a", {href: `#/${product.id}/operations/${op.name}`}, op.title || op.name),
    " ", h("code", {}, op.name),
    deprecation(op) ? h("span", {class: "badge deprecated"}, "deprecated") : null,
    setupNeeds(op) ? h("span", {class: "badge not-configured", title: setupNeeds(op).needs.map(n => n.fix).join("; ")},
      "not configured here") : null,
    h("p", {}, firstSentence(op.description)))));
}
