// Each product's key for this tab: in memory only, unless the user asks to keep it for the tab's session
// (sessionStorage: it survives a reload of this tab, and is gone when the tab closes; never in cookies or
// localStorage, never shared with other tabs).

const STORE = "gatehouse.keys";
const keys = new Map();
const listeners = new Set();
let remembered = false;

try {
  const saved = JSON.parse(sessionStorage.getItem(STORE) || "null");
  if (saved && typeof saved === "object") {
    remembered = true;
    for (const [productId, key] of Object.entries(saved)) if (typeof key === "string" && key) keys.set(productId, key);
  }
} catch {
  remembered = false;
}

export function keyOf(productId) {
  return keys.get(productId) || "";
}

export function setKey(productId, key) {
  const value = (key || "").trim();
  if (value) keys.set(productId, value);
  else keys.delete(productId);
  save();
  listeners.forEach(listener => listener(productId, value));
}

/** Whether the keys are kept for this tab's session (the user's choice; off until asked). */
export function remembering() {
  return remembered;
}

/** Keeps the keys in this tab's sessionStorage, or forgets them there (they stay in memory until the tab closes). */
export function remember(on) {
  remembered = Boolean(on);
  save();
  listeners.forEach(listener => listener(null, null));
}

function save() {
  try {
    if (remembered) sessionStorage.setItem(STORE, JSON.stringify(Object.fromEntries(keys)));
    else sessionStorage.removeItem(STORE);
  } catch {
    // storage refused (a private window's quota, a policy): the keys stay in memory
  }
}

/** Calls back on every change; answers a function that stops it. */
export function onKeyChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
