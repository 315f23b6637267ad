// A form generated from an operation's input schema; it reads back typed arguments.
import {h, uid} from "./dom.js";
import {choices, constraints, properties, typeOf} from "./schema.js";

/** {element, read()}: read() answers {arguments} or {error} naming the field at fault. */
export function schemaForm(schema) {
  const fields = properties(schema).map(field);
  const element = fields.length
    ? h("div", {class: "schema-fields"}, fields.map(f => f.row))
    : h("p", {class: "note"}, "This operation takes no arguments.");
  return {element, read: () => {
    const args = {};
    for (const f of fields) {
      const raw = f.input.value.trim();
      if (raw === "") {
        if (f.required) return {error: `${f.name} is required`, input: f.input};
        continue;
      }
      const parsed = parse(f.type, raw, f.schema);
      if (parsed.error) return {error: `${f.name}: ${parsed.error}`, input: f.input};
      args[f.name] = parsed.value;
    }
    return {arguments: args};
  }};
}

function field({name, schema, required}) {
  const type = typeOf(schema);
  const id = uid(`arg-${name}`);
  const hintId = `${id}-hint`;
  const listed = choices(schema);
  const common = {id, name, "aria-describedby": hintId, required};
  let input;
  if (listed || type === "boolean") {
    const values = listed || [true, false];
    input = h("select", common, h("option", {value: ""}, required ? "choose…" : "(not set)"),
      values.map(v => h("option", {value: JSON.stringify(v)}, String(v))));
  } else if (type === "object" || (type === "array" && typeOf(schema.items || {}) === "object")) {
    input = h("textarea", {...common, rows: 3, placeholder: "JSON", spellcheck: "false"});
  } else {
    const numeric = type === "integer" || type === "number";
    input = h("input", {...common, type: numeric ? "number" : "text", inputmode: numeric ? "decimal" : null,
      step: type === "integer" ? "1" : numeric ? "any" : null, min: schema.minimum, max: schema.maximum,
      placeholder: schema.default !== undefined ? `default ${schema.default}`
        : type === "array" ? "comma-separated" : (schema.examples && schema.examples[0]) || "",
      spellcheck: "false", autocomplete: "off"});
  }
  const hint = [schema.description, constraints(schema).join("; ")].filter(Boolean).join(" — ");
  const row = h("div", {class: "field"},
    h("label", {for: id}, h("code", {}, name), required ? h("span", {class: "required"}, " (required)") : null,
      h("span", {class: "type"}, ` ${type}`)),
    input,
    h("p", {class: "hint", id: hintId}, hint));
  return {name, type, schema, required, input, row};
}

function parse(type, raw, schema) {
  if (choices(schema) || type === "boolean") return {value: JSON.parse(raw)};
  if (type === "integer" || type === "number") {
    const value = Number(raw);
    if (!Number.isFinite(value)) return {error: "expected a number"};
    return {value};
  }
  if (type === "object" || (type === "array" && typeOf(schema.items || {}) === "object")) {
    try {
      return {value: JSON.parse(raw)};
    } catch {
      return {error: "expected JSON"};
    }
  }
  if (type === "array") {
    const itemType = typeOf(schema.items || {});
    const items = raw.split(",").map(s => s.trim()).filter(Boolean);
    return {value: itemType === "integer" || itemType === "number" ? items.map(Number) : items};
  }
  return {value: raw};
}
