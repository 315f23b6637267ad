// The field holding a product's key for this tab: pasted, or filled in by a signup.
import {h, uid} from "./dom.js";
import {keyOf, onKeyChange, remember, remembering, setKey} from "./keys.js";

export function keyField(product) {
  const id = uid("key");
  const input = h("input", {id, type: "password", class: "key-input", autocomplete: "off", spellcheck: "false",
    placeholder: `${product.keyPrefix}…`, value: keyOf(product.id), "aria-describedby": `${id}-hint`,
    oninput: () => setKey(product.id, input.value)});
  const keep = h("input", {type: "checkbox", id: `${id}-keep`, class: "keep-key", checked: remembering(),
    onchange: () => remember(keep.checked)});
  const stop = onKeyChange((productId, key) => {
    if (!input.isConnected) stop();
    else if (productId === product.id && input.value !== key) input.value = key;
    else if (productId === null) keep.checked = remembering();
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
    h("p", {class: "hint", id: `${id}-hint`}, "Kept in this tab's memory only, unless you tick the box below."),
    h("p", {class: "keep"}, keep, " ", h("label", {for: `${id}-keep`}, "Keep my keys for this tab's session"),
      h("span", {class: "hint"}, " — in this tab's sessionStorage: a reload keeps them, closing the tab forgets them;"
        + " other tabs and sites never see them. Anyone using this browser tab meanwhile could read them: leave it off on a shared computer.")));
}
