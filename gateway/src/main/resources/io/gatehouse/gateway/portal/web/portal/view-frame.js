// A try-it answer in the operation's MCP Apps view: the same page an MCP Apps host shows, framed here
// in a sandbox with no origin, and this page playing the host's side of the bridge. The portal only
// shows the answer: a view's calls back (tools/call) are declined, the key never leaves this page.
import {h} from "./dom.js";

const PROTOCOL = "2026-01-26";

/** The view at src showing this answer (a tool's structured result) of a call with these arguments. */
export function viewFrame(src, answer, args, title) {
  const frame = h("iframe", {class: "app-view", src, sandbox: "allow-scripts", title});
  const reply = (id, body) => frame.contentWindow.postMessage({jsonrpc: "2.0", id, ...body}, "*");
  const notify = (method, params) => frame.contentWindow.postMessage({jsonrpc: "2.0", method, params}, "*");
  function listener(event) {
    if (!frame.isConnected) {
      window.removeEventListener("message", listener);
      return;
    }
    const message = event.data;
    if (event.source !== frame.contentWindow || !message || message.jsonrpc !== "2.0" || !message.method) return;
    if (message.method === "ui/initialize") {
      reply(message.id, {result: {protocolVersion: PROTOCOL, hostInfo: {name: "gatehouse-portal", version: "1.0.0"},
        // the portal is light
        hostCapabilities: {}, hostContext: {theme: "light", displayMode: "inline", platform: "web"}}});
    } else if (message.method === "ui/notifications/initialized") {
      notify("ui/notifications/tool-input", {arguments: args});
      notify("ui/notifications/tool-result", {content: [{type: "text", text: JSON.stringify(answer)}], structuredContent: answer});
    } else if (message.method === "ui/notifications/size-changed") {
      if (message.params && message.params.height) frame.style.height = `${Math.ceil(message.params.height)}px`;
    } else if (message.id !== undefined) {
      reply(message.id, {error: {code: -32601, message: "The portal shows answers only: try the call again above."}});
    }
  }
  window.addEventListener("message", listener);
  return frame;
}
