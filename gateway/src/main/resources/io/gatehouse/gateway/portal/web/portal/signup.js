// The free-key form of a product: its signup fields, the key shown once, errors as the API words them.
import {h, show, uid} from "./dom.js";
import {postJson} from "./api.js";
import {copyButton} from "./copy.js";
import {setKey} from "./keys.js";

const LABELS = {email: "Email", name: "Name"};
const TYPES = {email: "email", name: "text"};
const AUTOCOMPLETE = {email: "email", name: "name"};

export function signupForm(product) {
  const result = h("div", {class: "signup-result", "aria-live": "polite"});
  const inputs = product.signup.fields.map(field => {
    const id = uid(`signup-${field}`);
    const input = h("input", {id, name: field, type: TYPES[field] || "text", required: true,
      autocomplete: AUTOCOMPLETE[field] || "off", maxlength: field === "name" ? 100 : 254});
    return {field, input, row: h("div", {class: "field"}, h("label", {for: id}, LABELS[field] || field), input)};
  });
  const submit = h("button", {type: "submit"}, "Get a free key");
  const form = h("form", {class: "signup", "data-product": product.id, novalidate: true, onsubmit: async event => {
    event.preventDefault();
    submit.disabled = true;
    show(result);
    try {
      const body = Object.fromEntries(inputs.map(({field, input}) => [field, input.value.trim()]));
      const issued = await postJson(product.signup.path, body);
      setKey(product.id, issued.api_key);
      show(result, issuedKey(issued));
      form.reset();
    } catch (error) {
      show(result, h("p", {class: "error", role: "alert"}, error.message));
    } finally {
      submit.disabled = false;
    }
  }}, inputs.map(i => i.row), submit);
  return h("div", {}, form, result);
}

/** The key, this once, with its copy button and the warning that it will not be shown again. */
function issuedKey(issued) {
  const key = h("code", {class: "api-key"}, issued.api_key);
  return h("div", {class: "issued", role: "status"},
    h("p", {class: "warning"}, h("strong", {}, "Copy your key now: it will not be shown again."),
      " The gateway keeps only its hash; this page keeps it in this tab's memory until you close it."),
    h("p", {class: "key-line"}, key, copyButton("Copy the key", () => issued.api_key, key)),
    h("p", {class: "note"}, `Plan ${issued.plan || "free"}`, issued.limits && issued.limits.daily_quota
      ? `: ${issued.limits.daily_quota} calls a day.` : "."));
}
