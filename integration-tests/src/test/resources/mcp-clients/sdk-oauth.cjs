// The official TypeScript SDK v2 client given only the server's URL: its OAuth provider registers
// itself, sends the user's browser to the authorization page (the line {"authorize": URL} on stdout
// is the "browser": the test opens it in Chromium), receives the code on a loopback redirect URI,
// finishes the sign-in, lists the tools and calls one, then refreshes its tokens and lists again.
// Argument: a JSON object {url, tool?, arguments?}.
// Prints one JSON line {listed, text, isError, tokenType, refreshable, clientId, refreshResult,
// refreshRotated, listedAfterRefresh}.
const { createRequire } = require('node:module');
const http = require('node:http');
const path = require('node:path');

const spec = JSON.parse(process.argv[2]);
const sdk = createRequire(path.join(process.env.MCP_CLIENT_DIR, 'package.json'))('@modelcontextprotocol/client');

/** A loopback server that takes the one redirect the sign-in ends with. */
function callbackServer() {
  return new Promise(resolve => {
    let deliver;
    const received = new Promise(r => { deliver = r; });
    const server = http.createServer((req, res) => {
      const params = new URL(req.url, 'http://127.0.0.1').searchParams;
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>Signed in</title><p id="done">Signed in: you may close this window.</p>');
      deliver(params);
    });
    server.listen(0, '127.0.0.1', () => resolve({ server, received,
      redirectUrl: 'http://127.0.0.1:' + server.address().port + '/callback' }));
  });
}

function provider(redirectUrl) {
  let client;
  let tokens;
  let verifier;
  let discovery;
  return {
    get redirectUrl() { return redirectUrl; },
    get clientMetadata() {
      return { client_name: 'Gatehouse SDK OAuth test', redirect_uris: [redirectUrl],
        grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
    },
    clientInformation() { return client; },
    saveClientInformation(info) { client = info; },
    tokens() { return tokens; },
    saveTokens(t) { tokens = t; },
    saveCodeVerifier(v) { verifier = v; },
    codeVerifier() { return verifier; },
    saveDiscoveryState(state) { discovery = state; },
    discoveryState() { return discovery; },
    redirectToAuthorization(url) { console.log(JSON.stringify({ authorize: url.href })); }
  };
}

(async () => {
  const serverUrl = new URL(spec.url);
  const callback = await callbackServer();
  const auth = provider(callback.redirectUrl);
  const connect = async () => {
    const client = new sdk.Client({ name: 'gatehouse-oauth', version: '1.0.0' }, { capabilities: {} });
    const transport = new sdk.StreamableHTTPClientTransport(serverUrl, { authProvider: auth });
    await client.connect(transport);
    return { client, transport };
  };
  let session;
  try {
    session = await connect();
  } catch (e) {
    if (!(e instanceof sdk.UnauthorizedError)) throw e;
    // the browser went to the page; the redirect brings the code (and the issuer, RFC 9207) back here
    const params = await callback.received;
    const transport = new sdk.StreamableHTTPClientTransport(serverUrl, { authProvider: auth });
    await transport.finishAuth(params);
    session = await connect();
  }
  const out = { listed: (await session.client.listTools()).tools.map(t => t.name) };
  if (spec.tool) {
    const call = await session.client.callTool({ name: spec.tool, arguments: spec.arguments });
    out.isError = call.isError === true;
    out.text = call.content.filter(c => c.type === 'text').map(c => c.text).join('\n');
  }
  out.tokenType = auth.tokens().token_type;
  out.refreshable = typeof auth.tokens().refresh_token === 'string';
  out.clientId = auth.clientInformation().client_id;
  // the SDK's own refresh: auth() with a refresh token in hand trades it for new tokens, used at once
  const before = auth.tokens();
  out.refreshResult = await sdk.auth(auth, { serverUrl });
  out.refreshRotated = auth.tokens().refresh_token !== before.refresh_token
    && auth.tokens().access_token !== before.access_token;
  out.listedAfterRefresh = (await session.client.listTools()).tools.length;
  await session.client.close();
  callback.server.close();
  console.log(JSON.stringify(out));
})().catch(e => {
  console.log(JSON.stringify({ error: String(e && e.stack || e) }));
  process.exit(1);
});
