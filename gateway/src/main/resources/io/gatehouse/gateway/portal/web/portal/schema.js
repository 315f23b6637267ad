// Reading an operation's JSON Schema (as published: type lists become anyOf of single types).

/** The one type a property takes, leaving null aside; "string" when the schema does not say. */
export function typeOf(schema) {
  if (typeof schema.type === "string") return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find(t => t !== "null") || "string";
  for (const option of schema.anyOf || schema.oneOf || []) {
    if (option.type && option.type !== "null") return option.type;
  }
  if (schema.enum && schema.enum.length) return typeof schema.enum[0] === "number" ? "number" : "string";
  return "string";
}

/** The property's allowed values, if it lists them. */
export function choices(schema) {
  if (schema.enum) return schema.enum;
  if (schema.type === "array" && schema.items && schema.items.enum) return null;
  for (const option of schema.anyOf || schema.oneOf || []) {
    if (option.enum) return option.enum;
  }
  return null;
}

/** What a reader wants to know about a property beyond its type, e.g. "1 to 100", "pattern ^[A-Z]+$". */
export function constraints(schema) {
  const notes = [];
  if (schema.minimum !== undefined && schema.maximum !== undefined) notes.push(`${schema.minimum} to ${schema.maximum}`);
  else if (schema.minimum !== undefined) notes.push(`at least ${schema.minimum}`);
  else if (schema.maximum !== undefined) notes.push(`at most ${schema.maximum}`);
  if (schema.minLength !== undefined) notes.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  if (schema.pattern) notes.push(`pattern ${schema.pattern}`);
  if (schema.format) notes.push(`format ${schema.format}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  const listed = choices(schema);
  if (listed) notes.push(`one of ${listed.map(v => JSON.stringify(v)).join(", ")}`);
  if (typeOf(schema) === "array" && schema.items) notes.push(`list of ${typeOf(schema.items)}`);
  return notes;
}

/** The properties of an object schema, required ones first, each as {name, schema, required}. */
export function properties(schema) {
  const required = new Set(schema.required || []);
  return Object.entries(schema.properties || {})
    .map(([name, property]) => ({name, schema: property || {}, required: required.has(name)}))
    .sort((a, b) => Number(b.required) - Number(a.required));
}
