// One session of an official TypeScript SDK client authorized by OAuth: it takes a token of a
// narrow scope, lists the tools, and calls one outside that scope, so that the server answers with
// a scope challenge. Arguments: a JSON object {sdk ("v2": @modelcontextprotocol/client, "v1":
// @modelcontextprotocol/sdk), flow ("client_credentials", or "code": a user's authorization-code
// grant), url, issuer, clientId, clientSecret, scope, mode ("legacy" | "auto", v2 only),
// onInsufficientScope ("reauthorize" | "throw", v2 only), tool, arguments}. Prints one JSON line
// {listed, scopeBefore, thrown?: {name, message, requiredScope, resourceMetadataUrl}, scopeAfter?,
// isError?, text?}: what the call threw, if it did, and the result of the call that succeeded (in
// the code flow, the call retried once the code of the step-up's authorization finished it).
const { createRequire } = require('node:module');
const path = require('node:path');

const spec = JSON.parse(process.argv[2]);

/** The classes and functions this script uses, from the SDK the spec names. */
function load() {
  if (spec.sdk === 'v1') {
    const v1 = createRequire(path.join(process.env.MCP_SDK1_DIR, 'package.json'));
    return { Client: v1('@modelcontextprotocol/sdk/client/index.js').Client,
      StreamableHTTPClientTransport: v1('@modelcontextprotocol/sdk/client/streamableHttp.js').StreamableHTTPClientTransport,
      auth: v1('@modelcontextprotocol/sdk/client/auth.js').auth,
      ClientCredentialsProvider: v1('@modelcontextprotocol/sdk/client/auth-extensions.js').ClientCredentialsProvider };
  }
  return createRequire(path.join(process.env.MCP_CLIENT_DIR, 'package.json'))('@modelcontextprotocol/client');
}

const sdk = load();

/**
 * A user's client on the authorization-code grant: its "browser" follows the authorization URL,
 * which the test's authorization server approves at once, and keeps the code the redirect brings.
 */
function codeProvider() {
  const redirectUrl = 'http://127.0.0.1/callback';
  let tokens;
  let verifier;
  return {
    codes: [],
    get redirectUrl() { return redirectUrl; },
    get clientMetadata() {
      return { client_name: 'gatehouse-step-up', redirect_uris: [redirectUrl], grant_types: ['authorization_code'],
        response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic', scope: spec.scope };
    },
    clientInformation() { return { client_id: spec.clientId, client_secret: spec.clientSecret }; },
    tokens() { return tokens; },
    saveTokens(t) { tokens = t; },
    saveCodeVerifier(v) { verifier = v; },
    codeVerifier() { return verifier; },
    async redirectToAuthorization(url) {
      const approved = await fetch(url, { redirect: 'manual' });
      this.codes.push(new URL(approved.headers.get('location')).searchParams.get('code'));
    }
  };
}

(async () => {
  const serverUrl = new URL(spec.url);
  const provider = spec.flow === 'code' ? codeProvider() : new sdk.ClientCredentialsProvider({ clientId: spec.clientId,
    clientSecret: spec.clientSecret, expectedIssuer: spec.issuer, scope: spec.scope });
  // the client asks for no more than it needs at first: the narrow scope it was configured with
  let first = await sdk.auth(provider, { serverUrl, scope: spec.scope });
  if (first === 'REDIRECT') first = await sdk.auth(provider, { serverUrl, authorizationCode: provider.codes.shift() });
  if (first !== 'AUTHORIZED') throw new Error('first authorization: ' + first);
  const client = new sdk.Client({ name: 'gatehouse-step-up', version: '1.0.0' },
    { capabilities: {}, versionNegotiation: { mode: spec.mode } });
  const transport = new sdk.StreamableHTTPClientTransport(serverUrl,
    { authProvider: provider, onInsufficientScope: spec.onInsufficientScope });
  await client.connect(transport);
  const out = { listed: (await client.listTools()).tools.map(t => t.name), scopeBefore: provider.tokens().scope };
  const callTool = () => client.callTool({ name: spec.tool, arguments: spec.arguments });
  try {
    let call;
    try {
      call = await callTool();
    } catch (e) {
      out.thrown = { name: e.constructor.name, message: String(e.message), requiredScope: e.requiredScope,
        resourceMetadataUrl: e.resourceMetadataUrl && String(e.resourceMetadataUrl) };
      // a user's client: the step-up went to the browser, and the code it brought back finishes it
      if (spec.flow !== 'code' || provider.codes.length === 0) return;
      await transport.finishAuth(provider.codes.shift());
      call = await callTool();
    }
    out.scopeAfter = provider.tokens().scope;
    out.isError = call.isError === true;
    out.text = call.content.filter(c => c.type === 'text').map(c => c.text).join('\n');
  } finally {
    await client.close();
    console.log(JSON.stringify(out));
  }
})().catch(e => {
  console.log(JSON.stringify({ error: String(e && e.stack || e) }));
  process.exit(1);
});
