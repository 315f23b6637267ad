// Ready-to-paste client configurations for a product's MCP endpoint, with the tab's key when it has one.
import {h, show} from "./dom.js";
import {snippet} from "./copy.js";

const PLACEHOLDER = "<your key>";

/** The header as clients send it: the product's own, e.g. X-API-Key: … or Authorization: Bearer …. */
function ownHeader(product, key) {
  return product.credential.scheme === "bearer"
    ? ["Authorization", `Bearer ${key}`]
    : [product.credential.header, key];
}

/**
 * The endpoints a product offers its clients: the whole server, one per provider (?providers=) and the
 * discovery profile (?profile=discovery), each with when to pick it. A scoped or discovery endpoint is offered
 * only by a server that has them.
 */
export function endpoints(product) {
  const list = [{id: "all", label: `Every operation (${product.operations} tools)`, url: product.mcpUrl,
    when: "For clients that keep every tool they are given."}];
  if (product.discoveryProfile) {
    list.push({id: "discovery", label: "Discovery only: search_tools and call_tool", url: `${product.mcpUrl}?profile=discovery`,
      when: "For clients that keep few tools (many keep at most 128): the model searches the catalog, then calls what it found."});
  }
  if (product.providerScoping) {
    for (const p of product.providers) {
      list.push({id: `provider-${p.id}`, label: `${p.title} only (${p.operations} tools)`, url: `${product.mcpUrl}?providers=${p.id}`,
        when: "For a client working with one data area: its tools only, a short list."});
    }
  }
  return list;
}

/** Every client configuration, as {id, title, text, note}, for the endpoint chosen (the whole server by default). */
export function configurations(product, keyOrEmpty, endpointUrl) {
  const key = keyOrEmpty || PLACEHOLDER;
  const [header, value] = ownHeader(product, key);
  const url = endpointUrl || product.mcpUrl;
  // mcp-remote and stdio clients send Authorization; both products take their key as a bearer token
  const bearer = `Authorization: Bearer ${key}`;
  const json = value => JSON.stringify(value, null, 2);
  const name = product.id;
  const pathHint = product.mcpPath.endsWith("/mcp") ? null
    : `The Inspector guesses the transport from the path, and ${product.mcpPath} does not end in /mcp: keep --transport http (in its UI: "Streamable HTTP").`;
  return [
    {id: "desktop", title: "Desktop clients (mcpServers, through mcp-remote)",
      note: "For clients that start local servers only: mcp-remote (Node.js) bridges stdio to the remote endpoint."
        + " The header has no space after its colon and takes its value from env, as mcp-remote documents, so clients"
        + " that split arguments at spaces pass it whole.",
      text: json({mcpServers: {[name]: {command: "npx", args: ["-y", "mcp-remote", url, "--header", "Authorization:${AUTH_HEADER}"],
        env: {AUTH_HEADER: `Bearer ${key}`}}}})},
    {id: "editor", title: "Editors and clients with remote servers (mcpServers, type http)",
      text: json({mcpServers: {[name]: {type: "http", url, headers: {[header]: value}}}})},
    {id: "vscode", title: "VS Code (.vscode/mcp.json)",
      text: json({servers: {[name]: {type: "http", url, headers: {[header]: value}}}})},
    {id: "mcp-remote", title: "mcp-remote",
      text: `npx -y mcp-remote ${url} --header "${bearer}"`},
    {id: "inspector", title: "MCP Inspector (CLI)", note: pathHint,
      text: `npx @modelcontextprotocol/inspector --cli ${url} --transport http --header "${header}: ${value}" --method tools/list`},
    {id: "curl", title: "curl (stateless MCP, 2026-07-28)",
      text: [
        `curl -sS ${url} \\`,
        `  -H '${header}: ${value}' \\`,
        "  -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \\",
        "  -H 'MCP-Protocol-Version: 2026-07-28' -H 'Mcp-Method: tools/list' \\",
        `  -d '${JSON.stringify(mcpRequest("tools/list", {}))}'`,
      ].join("\n")},
  ];
}

/** A stateless (2026-07-28) request: no session, the protocol version and capabilities in _meta. */
export function mcpRequest(method, params) {
  return {jsonrpc: "2.0", id: 1, method, params: {...params, _meta: {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
    "io.modelcontextprotocol/clientInfo": {name: "gatehouse-portal", version: "1"},
  }}};
}

/** The connect section: endpoint, credential, which endpoint to pick, and the configurations for it. */
export function connectSection(product, key) {
  const [header] = ownHeader(product, "");
  const choices = endpoints(product);
  const configs = h("div", {class: "configurations"});
  const when = h("p", {class: "note endpoint-when"});
  const pick = choice => {
    when.textContent = `${choice.when} Endpoint: ${choice.url}`;
    show(configs, configurations(product, key, choice.url).map((c, i) => h("div", {"data-config": c.id}, snippet(c.title, c.text, c.note, i === 0))));
  };
  const selectId = `${product.id}-endpoint`;
  const select = h("select", {id: selectId, class: "endpoint-choice", onchange: () => pick(choices[select.selectedIndex])},
    choices.map(c => h("option", {value: c.id}, c.label)));
  pick(choices[0]);
  return h("div", {class: "connect"},
    h("dl", {class: "facts"},
      h("dt", {}, "MCP endpoint"), h("dd", {}, h("code", {}, product.mcpUrl)),
      h("dt", {}, "Credential"), h("dd", {}, h("code", {}, product.credential.scheme === "bearer"
        ? "Authorization: Bearer <key>" : `${header}: <key>`),
        product.credential.scheme === "bearer" ? null : " (or Authorization: Bearer <key>)"),
      product.descriptorUrl ? [h("dt", {}, "Registry descriptor"), h("dd", {}, h("a", {href: product.descriptorUrl}, product.descriptorUrl))] : null),
    choices.length > 1 ? h("div", {class: "field"}, h("label", {for: selectId}, "Which endpoint"), select, when) : null,
    configs);
}
