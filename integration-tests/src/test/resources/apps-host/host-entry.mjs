// A web page playing an MCP Apps host, as the views' browser test drives it: the SDK client talks to the
// gateway (through the test's same-origin relay), ext-apps' AppBridge talks to the view in a sandboxed
// iframe. The page reads what to do from its query: endpoint, header, value, tool, args (JSON), theme.
import { AppBridge, PostMessageTransport, RESOURCE_MIME_TYPE, getToolUiResourceUri } from '@modelcontextprotocol/ext-apps/app-bridge';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

const EXTENSION = 'io.modelcontextprotocol/ui';
const query = new URLSearchParams(location.search);
const state = window.appsHost = { phase: 'connecting', sizes: [], logs: [] };

/* The spec's restrictive policy, widened only by what the resource declares (the views declare nothing). */
function policy(csp) {
  const list = (domains, fallback) => (domains && domains.length ? domains.join(' ') : fallback);
  return [`default-src 'none'`, `script-src 'unsafe-inline' ${list(csp.resourceDomains, '')}`,
    `style-src 'unsafe-inline' ${list(csp.resourceDomains, '')}`, `img-src data: ${list(csp.resourceDomains, '')}`,
    `font-src ${list(csp.resourceDomains, `'none'`)}`, `media-src data:`, `connect-src ${list(csp.connectDomains, `'none'`)}`,
    `frame-src ${list(csp.frameDomains, `'none'`)}`, `object-src 'none'`, `base-uri 'none'`].join('; ');
}

async function main() {
  const headers = {};
  if (query.get('header')) headers[query.get('header')] = query.get('value');
  const client = new Client({ name: 'gatehouse-apps-test-host', version: '1.0.0' },
    { capabilities: { extensions: { [EXTENSION]: { mimeTypes: [RESOURCE_MIME_TYPE] } } } });
  await client.connect(new StreamableHTTPClientTransport(new URL(query.get('endpoint'), location.href), { requestInit: { headers } }));
  state.serverExtensions = client.getServerCapabilities().extensions || {};

  const name = query.get('tool');
  const args = JSON.parse(query.get('args') || '{}');
  const { tools } = await client.listTools();
  const tool = tools.find(t => t.name === name);
  if (!tool) throw new Error('no tool ' + name);
  const uri = getToolUiResourceUri(tool);
  state.resourceUri = uri;
  const content = (await client.readResource({ uri })).contents[0];
  state.mimeType = content.mimeType;
  const csp = (content._meta && content._meta.ui && content._meta.ui.csp) || {};

  const theme = query.get('theme') || 'light';
  document.documentElement.style.colorScheme = theme;
  const iframe = document.getElementById('view');
  const bridge = new AppBridge(client, { name: 'gatehouse-apps-test-host', version: '1.0.0' },
    { serverTools: {}, logging: {} },
    { hostContext: { theme, displayMode: 'inline', platform: 'web', locale: 'en-GB', toolInfo: { tool } } });
  bridge.onsizechange = ({ height }) => {
    state.sizes.push(height);
    if (height) iframe.style.height = height + 'px';
  };
  bridge.onloggingmessage = params => state.logs.push(params);
  bridge.oninitialized = async () => {
    try {
      state.phase = 'initialized';
      state.app = bridge.getAppVersion();
      await bridge.sendToolInput({ arguments: args });
      const result = await client.callTool({ name, arguments: args });
      state.isError = !!result.isError;
      await bridge.sendToolResult(result);
      state.phase = 'result-sent';
    } catch (e) {
      state.phase = 'error';
      state.error = String(e && e.stack || e);
    }
  };
  await bridge.connect(new PostMessageTransport(iframe.contentWindow, iframe.contentWindow));
  const page = content.text || atob(content.blob);
  iframe.srcdoc = page.replace(/<head>/i, `<head><meta http-equiv="Content-Security-Policy" content="${policy(csp)}">`);
  state.phase = 'loading';
}

main().catch(e => {
  state.phase = 'error';
  state.error = String(e && e.stack || e);
});
