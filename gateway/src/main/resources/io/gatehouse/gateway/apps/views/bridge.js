/* The view's side of MCP Apps (SEP-1865): JSON-RPC over postMessage with the host that embeds it.
   The view holds no credential: every call it makes goes through the host, as the host allows. */
const host = (() => {
  let nextId = 1;
  const pending = new Map();
  const handlers = {};
  let context = {};
  const send = message => window.parent.postMessage(Object.assign({ jsonrpc: '2.0' }, message), '*');
  const request = (method, params) => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    send({ id, method, params });
  });
  const notify = (method, params) => send({ method, params: params || {} });
  function applyContext(update) {
    context = Object.assign({}, context, update);
    const root = document.documentElement;
    if (update.theme) root.dataset.theme = update.theme;
    const variables = update.styles && update.styles.variables;
    if (variables) Object.entries(variables).forEach(([name, value]) => value && root.style.setProperty(name, value));
    if (update.locale) root.lang = update.locale;
    // a host that sizes the frame to the view (no fixed or maximum height) never needs the view to scroll:
    // a scroll bar would narrow the page, change its height, and size the frame wrong
    const dimensions = context.containerDimensions || {};
    root.style.overflowY = dimensions.height || dimensions.maxHeight ? 'auto' : 'hidden';
  }
  window.addEventListener('message', event => {
    const message = event.data;
    if (event.source !== window.parent || !message || message.jsonrpc !== '2.0') return;
    if (message.method === undefined) {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message || 'request failed'));
      else waiting.resolve(message.result);
      return;
    }
    if (message.method === 'ui/notifications/host-context-changed') applyContext(message.params || {});
    // the host's requests (ping, teardown) need only an answer: the view keeps no state worth saving
    if (message.id !== undefined) send({ id: message.id, result: {} });
    const handler = handlers[message.method];
    if (handler) handler(message.params || {});
  });
  let lastSize = '';
  let connected = false;
  function measure() {
    if (!connected) return;
    const size = { width: Math.ceil(document.documentElement.scrollWidth), height: Math.ceil(document.documentElement.scrollHeight) };
    const key = size.width + 'x' + size.height;
    // a frame not laid out yet measures nothing: its next layout is reported instead
    if (size.height > 0 && key !== lastSize) { lastSize = key; notify('ui/notifications/size-changed', size); }
  }
  return {
    on(method, handler) { handlers[method] = handler; },
    context() { return context; },
    async connect(name) {
      const result = await request('ui/initialize', {
        appInfo: { name, version: '1.0.0' }, appCapabilities: {}, protocolVersion: '2026-01-26'
      });
      applyContext(result.hostContext || {});
      this.capabilities = result.hostCapabilities || {};
      notify('ui/notifications/initialized');
      connected = true;
      new ResizeObserver(measure).observe(document.documentElement);
      return result;
    },
    /* Reports the view's size after what it shows changed, whether or not the observer saw it. */
    measure() { requestAnimationFrame(measure); },
    canCallTools() { return !!(this.capabilities && this.capabilities.serverTools); },
    callTool(name, args) { return request('tools/call', { name, arguments: args || {} }); }
  };
})();

/* Small DOM helpers the views share; text is always set as text, never parsed as markup. */
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  Object.entries(attrs || {}).forEach(([key, value]) => {
    if (value === undefined || value === null || value === false) return;
    if (key === 'class') node.className = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : value);
  });
  children.flat(Infinity).forEach(child => {
    if (child === undefined || child === null || child === false) return;
    node.append(child instanceof Node ? child : String(child));
  });
  return node;
}
/* Replaces what the target shows; children may be lists, and null for something not shown. */
function put(target, ...children) {
  target.replaceChildren(...children.flat(Infinity).filter(child => child !== undefined && child !== null && child !== false));
  host.measure();
}
function badge(outcome, label) {
  return el('span', { class: 'badge ' + outcome }, label || outcome);
}
function when(iso) {
  if (!iso) return '';
  const date = new Date(iso);
  return isNaN(date) ? String(iso) : date.toISOString().replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC');
}
/* The result's structured content, or the JSON of its first text block for a host that drops it. */
function structured(result) {
  if (result.structuredContent) return result.structuredContent;
  const text = (result.content || []).find(block => block.type === 'text');
  try { return text ? JSON.parse(text.text) : null; } catch (e) { return null; }
}
function failure(result) {
  const text = (result.content || []).filter(block => block.type === 'text').map(block => block.text).join('\n');
  return el('div', { class: 'card', role: 'alert' }, el('p', { class: 'reject' }, 'The call failed'), el('p', {}, text));
}
