// The portal's pages, chosen by the address's fragment: #/, #/<product>, #/<product>/operations/<name>, #/status.
import {count, h, show} from "./dom.js";
import {loadProducts, productById} from "./catalog.js";
import {productView} from "./product.js";
import {operationView} from "./operation.js";
import {statusView} from "./status.js";

const main = document.getElementById("main");

function homeView(products) {
  return h("article", {class: "home"},
    h("h1", {tabindex: "-1"}, "Gatehouse developer portal"),
    h("p", {class: "lead"}, "Remote MCP servers and HTTP APIs whose every answer names its sources. "
      + "Get a free key, browse and try the operations, and connect your MCP client."),
    h("ul", {class: "cards"}, products.map(p => h("li", {class: "card"},
      h("h2", {}, h("a", {href: `#/${p.id}`}, p.title)),
      h("p", {}, p.description),
      h("p", {}, h("a", {href: `#/${p.id}`, class: "get-key", "data-product": p.id}, "Get a free key")),
      h("p", {class: "note"}, `${count(p.operations, "operation")} · MCP at `, h("code", {}, p.mcpPath),
        p.rest ? [" · REST under ", h("code", {}, "/api/v1/"), " (", h("a", {href: "api/v1/openapi.json"}, "OpenAPI"), ")"] : null)))),
    h("p", {}, h("a", {href: "#/status"}, "Status of the providers and their upstreams")));
}

async function render() {
  const route = location.hash.replace(/^#\/?/, "").split("/").map(decodeURIComponent);
  try {
    const products = await loadProducts();
    navigation(products);
    const product = productById(route[0]);
    let view;
    if (route[0] === "status") view = await statusView();
    else if (product && route[1] === "operations" && route[2]) view = await operationView(product, route[2]);
    else if (product) view = productView(product);
    else view = homeView(products);
    show(main, view);
    document.title = `${view.querySelector("h1").textContent} · Gatehouse`;
  } catch (error) {
    show(main, h("h1", {tabindex: "-1"}, "Something went wrong"), h("p", {class: "error", role: "alert"}, error.message));
  }
  // a new page: its heading takes the focus, so keyboards and screen readers start there
  main.querySelector("h1").focus();
}

function navigation(products) {
  const current = location.hash || "#/";
  show(document.getElementById("site-nav"),
    [...products.map(p => [p.title, `#/${p.id}`]), ["Status", "#/status"]].map(([label, href]) =>
      h("li", {}, h("a", {href, "aria-current": current === href || current.startsWith(`${href}/`) ? "page" : null}, label))));
}

document.getElementById("skip-link").addEventListener("click", event => {
  event.preventDefault();
  main.focus();
});
window.addEventListener("hashchange", render);
render();
