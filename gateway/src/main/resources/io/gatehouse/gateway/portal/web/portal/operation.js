// One operation: what it does, its parameters, what it calls upstream, and a form to try it.
import {h, show} from "./dom.js";
import {deprecation, operation as loadOperation, setupNeeds} from "./catalog.js";
import {constraints, properties, typeOf} from "./schema.js";
import {schemaForm} from "./schema-form.js";
import {tryOperation} from "./try-call.js";
import {snippet} from "./copy.js";
import {keyField} from "./key-field.js";
import {keyOf} from "./keys.js";
import {viewFrame} from "./view-frame.js";

export async function operationView(product, name) {
  const op = await loadOperation(product.id, name);
  const notice = deprecation(op);
  return h("article", {class: "operation"},
    h("p", {class: "crumbs"}, h("a", {href: `#/${product.id}`}, product.title), " › ", op.provider.title),
    h("h1", {tabindex: "-1"}, op.title || op.name),
    h("p", {}, h("code", {class: "tool-name"}, op.name)),
    notice ? h("p", {class: "deprecation", role: "note"}, h("strong", {}, "Deprecated: "), notice.reason.replace(/\.?$/, "."),
      notice.replacedBy ? [" Use ", h("a", {href: `#/${product.id}/operations/${notice.replacedBy}`}, notice.replacedBy), " instead."] : null)
      : null,
    setupNotice(setupNeeds(op)),
    h("p", {class: "description"}, op.description),
    facts(op),
    h("h2", {}, "Parameters"),
    parameterTable(op.inputSchema || {}),
    h("h2", {id: "try"}, "Try it"),
    tryForm(product, op));
}

/** Why a call may fail on this gateway whoever calls it, and what its operator does about it. */
function setupNotice(setup) {
  if (!setup) return null;
  return h("div", {class: "not-configured", role: "note"},
    h("p", {}, h("strong", {}, "Not configured on this gateway. "),
      setup.needs.some(n => n.refuses_calls) ? "Calls are refused (HTTP 503) and not counted against your key until its operator sets it up:"
        : "Calls answer with less until its operator sets it up:"),
    h("ul", {}, setup.needs.map(n => h("li", {}, n.what, " — ", h("code", {}, n.fix)))));
}

function facts(op) {
  const upstream = op.upstream || {};
  return h("dl", {class: "facts"},
    h("dt", {}, "Provider"), h("dd", {}, `${op.provider.title} (${op.provider.id})`),
    op.rest ? [h("dt", {}, "REST"), h("dd", {}, h("code", {}, `${op.rest.method} ${op.rest.path}`))] : null,
    h("dt", {}, "MCP tool"), h("dd", {}, h("code", {}, op.name)),
    h("dt", {}, "Upstream"), h("dd", {}, upstream.type === "computed"
      ? `computed by the gateway (${upstream.handler})`
      : h("code", {}, `${upstream.method} ${upstream.url}`)),
    h("dt", {}, "Sources"), h("dd", {}, (op.sources || []).length ? op.sources.join(", ") : "computed here; each answer names its sources"),
    h("dt", {}, "Cache TTL"), h("dd", {}, op.cacheTtlSeconds > 0 ? duration(op.cacheTtlSeconds) : "not cached"));
}

function duration(seconds) {
  if (seconds % 86400 === 0) return `${seconds / 86400} day${seconds === 86400 ? "" : "s"}`;
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? "" : "s"}`;
  if (seconds % 60 === 0) return `${seconds / 60} minute${seconds === 60 ? "" : "s"}`;
  return `${seconds} seconds`;
}

function parameterTable(schema) {
  const rows = properties(schema);
  if (!rows.length) return h("p", {class: "note"}, "None.");
  return h("div", {class: "table-wrap"}, h("table", {class: "parameters"},
    h("thead", {}, h("tr", {}, h("th", {scope: "col"}, "Name"), h("th", {scope: "col"}, "Type"),
      h("th", {scope: "col"}, "Required"), h("th", {scope: "col"}, "Description"))),
    h("tbody", {}, rows.map(({name, schema: s, required}) => h("tr", {},
      h("th", {scope: "row"}, h("code", {}, name)), h("td", {}, typeOf(s)), h("td", {}, required ? "yes" : "no"),
      h("td", {}, s.description || "", constraints(s).length ? h("span", {class: "constraints"}, ` ${constraints(s).join("; ")}`) : null))))));
}

function tryForm(product, op) {
  const form = schemaForm(op.inputSchema || {type: "object"});
  const result = h("div", {class: "try-result", "aria-live": "polite"});
  const submit = h("button", {type: "submit"}, op.rest ? `Send ${op.rest.method}` : "Call the tool");
  const element = h("form", {class: "try", novalidate: true, onsubmit: async event => {
    event.preventDefault();
    const key = keyOf(product.id);
    if (!key) {
      show(result, h("p", {class: "error", role: "alert"}, "Paste your key above, or get a free one on the product page."));
      return;
    }
    const read = form.read();
    if (read.error) {
      show(result, h("p", {class: "error", role: "alert"}, read.error));
      read.input.focus();
      return;
    }
    submit.disabled = true;
    show(result, h("p", {class: "note"}, "Calling…"));
    try {
      show(result, answerView(await tryOperation(product, op, read.arguments, key), op, read.arguments));
    } catch (error) {
      show(result, h("p", {class: "error", role: "alert"}, `The call failed: ${error.message}`));
    } finally {
      submit.disabled = false;
    }
  }}, keyField(product), form.element, submit);
  return h("div", {}, element, result);
}

function answerView(outcome, op, args) {
  // an answer of an operation with an MCP Apps view is shown in it, as hosts that render MCP Apps show it
  const shown = outcome.ok && op.view && outcome.answer && typeof outcome.answer === "object";
  return h("section", {class: outcome.ok ? "answer ok" : "answer failed", "aria-label": "Answer"},
    h("h3", {}, `Answer: HTTP ${outcome.status}`, outcome.ok ? "" : " (an error)"),
    shown ? [h("h4", {}, "As MCP Apps hosts show it"), viewFrame(op.view, outcome.answer, args, `${op.name} answer`)] : null,
    outcome.rateLimit.length ? h("dl", {class: "facts rate-limit"},
      outcome.rateLimit.map(([name, value]) => [h("dt", {}, name), h("dd", {}, value)])) : null,
    h("h4", {}, "Sources"),
    outcome.sources.length ? h("ul", {class: "sources"}, outcome.sources.map(sourceItem))
      : h("p", {class: "note"}, "The answer names no sources."),
    h("h4", {}, "Body"),
    outcome.challenge ? h("p", {class: "note"}, "WWW-Authenticate: ", h("code", {}, outcome.challenge)) : null,
    h("pre", {class: "json", tabindex: "0"}, typeof outcome.answer === "string" ? outcome.answer
      : JSON.stringify(outcome.answer, null, 2)),
    snippet("Request as curl", outcome.curl),
    snippet("Python (requests; export GATEHOUSE_KEY first)", outcome.python, null, false),
    snippet("JavaScript (fetch; export GATEHOUSE_KEY first)", outcome.javascript, null, false));
}

function sourceItem(source) {
  return h("li", {},
    h("strong", {}, source.name || "source"),
    source.status ? h("span", {class: `badge ${source.status}`}, source.status) : null,
    // only web links are links: an answer's text decides nothing about what a click runs
    source.url ? [" ", /^https?:\/\//i.test(source.url)
      ? h("a", {href: source.url, rel: "noopener noreferrer", target: "_blank"}, source.url)
      : h("code", {}, source.url)] : null,
    source.version ? ` version ${source.version}` : null,
    source.retrieved_at ? ` retrieved ${source.retrieved_at}` : null);
}
