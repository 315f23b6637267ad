// The field holding a product's key for this tab: pasted, or filled in by a signup.
import {h, uid} from "./dom.js";
import {keyOf, onKeyChange, setKey} from "./keys.js";

export function keyField(product) {
  const id = uid("key");
  const input = h("input", {id, type: "password", class: "key-input", autocomplete: "off", spellcheck: "false",
    placeholder: `${product.keyPrefix}…`, value: keyOf(product.id), "aria-describedby": `${id}-hint`,
    oninput: () => setKey(product.id, input.value)});
  const stop = onKeyChange((productId, key) => {
    if (!input.isConnected) stop();
    else if (productId === product.id && input.value !== key) input.value = key;
  });
  const toggle = h("button", {type: "button", class: "secondary", "aria-pressed": "false", "aria-controls": id,
    onclick: () => {
      const showing = input.type === "text";
      input.type = showing ? "password" : "text";
      toggle.setAttribute("aria-pressed", String(!showing));
    }}, "Show");
  return h("div", {class: "field key-field"},
    h("label", {for: id}, `Your ${product.title} key`),
    h("div", {class: "key-row"}, input, toggle),
    h("p", {class: "hint", id: `${id}-hint`}, "Kept in this tab's memory only."));
}
