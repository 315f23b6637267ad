// Builds elements from data without parsing HTML, so no text from an answer can become markup.

/** h("p", {class: "x"}, "text", child) — attributes starting with "on" become listeners. */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on")) element.addEventListener(name.slice(2).toLowerCase(), value);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  append(element, children);
  return element;
}

export function append(element, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    element.append(child instanceof Node ? child : String(child));
  }
  return element;
}

/** Replaces what an element shows. */
export function show(element, ...children) {
  element.replaceChildren();
  return append(element, children);
}

let ids = 0;
/** A fresh id for label and aria-describedby pairs. */
export function uid(prefix) {
  ids += 1;
  return `${prefix}-${ids}`;
}

/** "1 call", "2 calls". */
export function count(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
