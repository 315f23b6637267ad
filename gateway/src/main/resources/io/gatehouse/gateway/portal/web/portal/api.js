// Calls to the gateway, relative to the page so that a deployment under a path prefix works too.

/** The page-relative URL of a gateway path such as /v1/keys/create. */
export function local(path) {
  return new URL(path.replace(/^\//, ""), document.baseURI).toString();
}

/** A failed call, worded as the API words it (problem+json detail) when it says so. */
export class ApiError extends Error {
  constructor(status, message, problem) {
    super(message);
    this.status = status;
    this.problem = problem;
  }
}

/** GET a JSON document of the gateway. */
export async function getJson(path, headers = {}) {
  const response = await fetch(local(path), {headers: {Accept: "application/json", ...headers}});
  return readJson(response);
}

/** POST JSON, answering the parsed body; a problem answer throws ApiError. */
export async function postJson(path, body, headers = {}) {
  const response = await fetch(local(path), {
    method: "POST",
    headers: {"Content-Type": "application/json", Accept: "application/json", ...headers},
    body: JSON.stringify(body),
  });
  return readJson(response);
}

async function readJson(response) {
  const text = await response.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) throw new ApiError(response.status, problemText(response, body, text), body);
  return body;
}

/** The detail of a problem document, else its title, else the status line. */
export function problemText(response, body, text) {
  if (body && typeof body === "object") {
    if (body.detail) return body.detail;
    if (body.title) return body.title;
  }
  return `${response.status} ${response.statusText || ""}`.trim() + (text && !body ? `: ${text.slice(0, 200)}` : "");
}

/** The header a product takes its key in, with the key as the product expects it. */
export function credentialHeader(product, key) {
  return product.credential.scheme === "bearer"
    ? {name: "Authorization", value: `Bearer ${key}`}
    : {name: product.credential.header, value: key};
}
