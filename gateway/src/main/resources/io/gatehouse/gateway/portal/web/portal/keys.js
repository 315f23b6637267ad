// Each product's key for this tab: kept in memory only, never in cookies or browser storage.

const keys = new Map();
const listeners = new Set();

export function keyOf(productId) {
  return keys.get(productId) || "";
}

export function setKey(productId, key) {
  const value = (key || "").trim();
  if (value) keys.set(productId, value);
  else keys.delete(productId);
  listeners.forEach(listener => listener(productId, value));
}

/** Calls back on every change; answers a function that stops it. */
export function onKeyChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
