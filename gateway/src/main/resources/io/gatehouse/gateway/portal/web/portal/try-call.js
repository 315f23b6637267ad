// One try of an operation with the user's key: over REST where the product has it, else as a stateless
// MCP tools/call. Answers what the page shows: status, answer, sources, rate-limit headers and a curl line.
import {credentialHeader, local} from "./api.js";
import {mcpRequest} from "./connect.js";

const RATE_HEADERS = ["RateLimit-Policy", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "Retry-After"];

export async function tryOperation(product, operation, args, key) {
  const credential = credentialHeader(product, key);
  const request = operation.rest ? restRequest(operation, args) : mcpCall(product, operation, args);
  request.headers[credential.name] = credential.value;
  const response = await fetch(local(request.path), {method: request.method, headers: request.headers, body: request.body});
  const text = await response.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  // an HTTP error is shown as it came (problem+json or a JSON-RPC error), whatever the door; a tool result is unwrapped
  const answer = operation.rest || !response.ok ? body : mcpAnswer(body);
  const url = new URL(local(request.path)).toString();
  return {
    status: response.status,
    // a JSON-RPC error comes in a 200: it is an error all the same
    ok: response.ok && !(answer && (answer.isError || answer.error)),
    answer: answer === null ? (text || `(no body) ${response.status} ${response.statusText || ""}`.trim()) : answer,
    challenge: response.headers.get("WWW-Authenticate"),
    sources: sourcesOf(answer),
    rateLimit: RATE_HEADERS.filter(n => response.headers.has(n)).map(n => [n, response.headers.get(n)]),
    curl: curl(request, url),
    python: python(request, url),
    javascript: javascript(request, url),
  };
}

/** Path parameters fill the route; the rest go in the query (GET, lists comma-joined) or the JSON body (POST). */
function restRequest(operation, args) {
  const rest = {...args};
  const path = operation.rest.path.replace(/\{([A-Za-z0-9_]+)}/g, (_, name) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const headers = {Accept: "application/json"};
  if (operation.rest.method === "POST") {
    headers["Content-Type"] = "application/json";
    return {method: "POST", path, headers, body: JSON.stringify(rest)};
  }
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(rest)) {
    query.set(name, Array.isArray(value) ? value.join(",") : typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  const search = query.toString();
  return {method: "GET", path: search ? `${path}?${search}` : path, headers};
}

function mcpCall(product, operation, args) {
  return {method: "POST", path: product.mcpPath, headers: {
    "Content-Type": "application/json",
    Accept: "application/json, text/event-stream",
    "MCP-Protocol-Version": "2026-07-28",
    "Mcp-Method": "tools/call",
    "Mcp-Name": operation.name,
  }, body: JSON.stringify(mcpRequest("tools/call", {name: operation.name, arguments: args}))};
}

/** A tool result's structured answer (or its text), or the JSON-RPC error as it came. */
function mcpAnswer(body) {
  if (!body) return null;
  if (body.error) return body;
  const result = body.result || {};
  if (result.structuredContent && !result.isError) return result.structuredContent;
  const text = (result.content || []).filter(c => c.type === "text").map(c => c.text).join("\n");
  try {
    const parsed = JSON.parse(text);
    return result.isError ? {isError: true, ...parsed} : parsed;
  } catch {
    return result.isError ? {isError: true, error: text} : text;
  }
}

function sourcesOf(answer) {
  return answer && typeof answer === "object" && Array.isArray(answer.sources) ? answer.sources : [];
}

function curl(request, url) {
  const quote = s => `'${String(s).replace(/'/g, "'\\''")}'`;
  const lines = [`curl -sS${request.method === "POST" ? " -X POST" : ""} ${quote(url)}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`  -H ${quote(`${name}: ${value}`)}`);
  if (request.body) lines.push(`  -d ${quote(request.body)}`);
  return lines.join(" \\\n");
}

/** The request with Python's requests library, the key read from the environment rather than pasted. */
function python(request, url) {
  const headers = Object.entries(request.headers).map(([n, v]) => `    ${JSON.stringify(n)}: ${headerValue(n, v, "python")},`);
  return [
    "import os",
    "import requests",
    "",
    `response = requests.${request.method.toLowerCase()}(`,
    `  ${JSON.stringify(url)},`,
    "  headers={",
    ...headers,
    "  },",
    ...(request.body ? [`  data=${JSON.stringify(request.body)},`] : []),
    "  timeout=60,",
    ")",
    "print(response.status_code, response.json())",
  ].join("\n");
}

/** The request with fetch (Node 18+ or a browser), the key read from the environment. */
function javascript(request, url) {
  const headers = Object.entries(request.headers).map(([n, v]) => `    ${JSON.stringify(n)}: ${headerValue(n, v, "js")},`);
  return [
    `const response = await fetch(${JSON.stringify(url)}, {`,
    `  method: ${JSON.stringify(request.method)},`,
    "  headers: {",
    ...headers,
    "  },",
    ...(request.body ? [`  body: ${JSON.stringify(request.body)},`] : []),
    "});",
    "console.log(response.status, await response.json());",
  ].join("\n");
}

/** A credential header's value as code that reads GATEHOUSE_KEY; any other header as a string. */
function headerValue(name, value, language) {
  const bearer = /^Bearer /.test(value);
  if (name !== "Authorization" && name !== "X-API-Key") return JSON.stringify(value);
  if (language === "python") return bearer ? '"Bearer " + os.environ["GATEHOUSE_KEY"]' : 'os.environ["GATEHOUSE_KEY"]';
  return bearer ? "`Bearer ${process.env.GATEHOUSE_KEY}`" : "process.env.GATEHOUSE_KEY";
}
