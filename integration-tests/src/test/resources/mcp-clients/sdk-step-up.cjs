// One session of the official TypeScript SDK v2 client authorized by OAuth client credentials: it
// takes a token of a narrow scope, lists the tools, and calls one outside that scope, so that the
// server answers with a scope challenge. Arguments: a JSON object {url, issuer, clientId,
// clientSecret, scope, mode ("legacy" | "auto"), onInsufficientScope ("reauthorize" | "throw"),
// tool, arguments}. Prints one JSON line {listed, scopeBefore, scopeAfter, isError, text} or, when
// the call throws, {listed, scopeBefore, thrown: {name, message, requiredScope, resourceMetadataUrl}}.
const { createRequire } = require('node:module');
const path = require('node:path');

const sdk = createRequire(path.join(process.env.MCP_CLIENT_DIR, 'package.json'))('@modelcontextprotocol/client');
const spec = JSON.parse(process.argv[2]);

(async () => {
  const serverUrl = new URL(spec.url);
  const provider = new sdk.ClientCredentialsProvider({ clientId: spec.clientId, clientSecret: spec.clientSecret,
    expectedIssuer: spec.issuer, scope: spec.scope });
  // the client asks for no more than it needs at first: the narrow scope it was configured with
  const first = await sdk.auth(provider, { serverUrl, scope: spec.scope });
  if (first !== 'AUTHORIZED') throw new Error('first authorization: ' + first);
  const client = new sdk.Client({ name: 'gatehouse-step-up', version: '1.0.0' },
    { capabilities: {}, versionNegotiation: { mode: spec.mode } });
  const transport = new sdk.StreamableHTTPClientTransport(serverUrl,
    { authProvider: provider, onInsufficientScope: spec.onInsufficientScope });
  await client.connect(transport);
  const out = { listed: (await client.listTools()).tools.map(t => t.name), scopeBefore: provider.tokens().scope };
  try {
    const call = await client.callTool({ name: spec.tool, arguments: spec.arguments });
    out.scopeAfter = provider.tokens().scope;
    out.isError = call.isError === true;
    out.text = call.content.filter(c => c.type === 'text').map(c => c.text).join('\n');
  } catch (e) {
    out.thrown = { name: e.constructor.name, message: String(e.message), requiredScope: e.requiredScope,
      resourceMetadataUrl: e.resourceMetadataUrl && String(e.resourceMetadataUrl) };
  } finally {
    await client.close();
  }
  console.log(JSON.stringify(out));
})().catch(e => {
  console.log(JSON.stringify({ error: String(e && e.stack || e) }));
  process.exit(1);
});
