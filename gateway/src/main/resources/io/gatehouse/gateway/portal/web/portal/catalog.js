// The products and their operations as the gateway's portal routes describe them, each fetched once.
import {getJson} from "./api.js";

let products = null;
const operationLists = new Map();
const operations = new Map();

export async function loadProducts() {
  if (!products) products = (await getJson("/portal/api/products")).products;
  return products;
}

export function productById(id) {
  return (products || []).find(p => p.id === id) || null;
}

/** {providers, operations} of a product, in catalog order. */
export async function operationList(productId) {
  if (!operationLists.has(productId)) {
    operationLists.set(productId, getJson(`/portal/api/products/${encodeURIComponent(productId)}/operations`));
  }
  return operationLists.get(productId);
}

/** One operation in full: tool, schema, upstream, cache TTL, REST route. */
export async function operation(productId, name) {
  const key = `${productId}/${name}`;
  if (!operations.has(key)) {
    operations.set(key, getJson(`/portal/api/products/${encodeURIComponent(productId)}/operations/${encodeURIComponent(name)}`));
  }
  return operations.get(key);
}

/** The search_tools search: best match first, one page from offset on. */
export function search(productId, query, offset = 0) {
  const params = new URLSearchParams({q: query, offset: String(offset)});
  return getJson(`/portal/api/products/${encodeURIComponent(productId)}/search?${params}`);
}

/** Where a deprecated operation says why and what replaces it; null for a live one. */
export function deprecation(tool) {
  return (tool._meta && tool._meta["io.gatehouse/deprecated"]) || null;
}

/** What the operator has yet to set up for the operation ({configured: false, needs: [{what, fix}]}); null when nothing. */
export function setupNeeds(tool) {
  return (tool._meta && tool._meta["io.gatehouse/setup"]) || null;
}

/** The first sentence of a description, as the search answers summarise it. */
export function firstSentence(description) {
  const text = description || "";
  const end = text.indexOf(". ");
  return end < 0 ? text : text.slice(0, end + 1);
}
