// A product's page: what it is, a free key, client configurations, usage and its operations.
import {count, h, show} from "./dom.js";
import {signupForm} from "./signup.js";
import {connectSection} from "./connect.js";
import {usageSection} from "./usage.js";
import {browseSection} from "./browse.js";
import {keyField} from "./key-field.js";
import {keyOf, onKeyChange} from "./keys.js";

export function productView(product) {
  const connect = h("div", {}, connectSection(product, keyOf(product.id)));
  // the configurations carry the key once the tab has one
  const stop = onKeyChange(productId => {
    if (!connect.isConnected) stop();
    else if (productId === product.id) show(connect, connectSection(product, keyOf(product.id)));
  });
  const section = (id, title, ...content) => h("section", {id: `${product.id}-${id}`, "aria-labelledby": `${product.id}-${id}-title`},
    h("h2", {id: `${product.id}-${id}-title`}, title), ...content);
  return h("article", {class: "product", "data-product": product.id},
    h("h1", {tabindex: "-1"}, product.title),
    h("p", {class: "lead"}, product.description),
    h("p", {}, "Data from: ", product.providers.map(p => p.title).join(" · ")),
    h("p", {class: "note"}, `Version ${product.version} · ${count(product.operations, "operation")} · identifier `,
      h("code", {}, product.identifier)),
    h("nav", {"aria-label": `${product.title} sections`, class: "sections"}, h("ul", {},
      [["signup", "Get a key"], ["connect", "Connect"], ["usage", "Usage"], ["operations", "Operations"]].map(([id, label]) =>
        h("li", {}, h("a", {href: `#/${product.id}`, "data-section": `${product.id}-${id}`, onclick: jump}, label))))),
    section("signup", "Get a free key", signupForm(product)),
    section("key", "Your key", keyField(product)),
    section("connect", "Connect an MCP client", connect),
    section("usage", "Usage today", usageSection(product)),
    section("operations", "Operations", browseSection(product)));
}

/** In-page links that keep the fragment for routing: they scroll to and focus the section instead. */
function jump(event) {
  event.preventDefault();
  const target = document.getElementById(event.currentTarget.dataset.section);
  target.scrollIntoView();
  target.querySelector("h2").setAttribute("tabindex", "-1");
  target.querySelector("h2").focus();
}
