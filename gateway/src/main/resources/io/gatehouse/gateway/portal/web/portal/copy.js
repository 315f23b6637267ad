import {h} from "./dom.js";

/**
 * A copy button for the text a function gives when pressed; it says "Copied" (politely, for screen
 * readers) or, where the clipboard is refused, selects the text for the user to copy.
 */
export function copyButton(accessibleName, text, selectable) {
  const status = h("span", {class: "copy-status", role: "status"});
  const button = h("button", {type: "button", class: "copy", "aria-label": accessibleName, onclick: async () => {
    try {
      await navigator.clipboard.writeText(text());
      status.textContent = "Copied";
    } catch {
      if (selectable) window.getSelection().selectAllChildren(selectable);
      status.textContent = "Copy refused by the browser: the text is selected, press Ctrl+C";
    }
    setTimeout(() => { status.textContent = ""; }, 4000);
  }}, "Copy");
  return h("span", {class: "copy-wrap"}, button, status);
}

/** A titled block of text to paste somewhere, with its copy button; folded under its title unless open. */
export function snippet(title, text, note, open = true) {
  const code = h("code", {}, text);
  const body = [
    h("div", {class: "snippet-bar"}, note ? h("p", {class: "note"}, note) : h("span"),
      copyButton(`Copy ${title}`, () => code.textContent, code)),
    h("pre", {tabindex: "0"}, code),
  ];
  return h("details", {class: "snippet", open}, h("summary", {}, title), body);
}
