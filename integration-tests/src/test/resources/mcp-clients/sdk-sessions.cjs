// Connect-list-call sessions of the official TypeScript SDK v2 client, one after another.
// Arguments: a JSON object {url, header, value, mode ("legacy" | "auto"), sessions, spacingMs,
// tool, arguments}. Prints one JSON line per session ({tools, resources, prompts, isError, text})
// or, on the first failure, {"error": message, "body": the HTTP body the SDK's error carries} and
// exits 1 (in auto mode the SDK keeps a refused probe's body in the error's data, not its message).
const { createRequire } = require('node:module');
const path = require('node:path');

const sdk = createRequire(path.join(process.env.MCP_CLIENT_DIR, 'package.json'))('@modelcontextprotocol/client');
const spec = JSON.parse(process.argv[2]);

async function session() {
  const client = new sdk.Client({ name: 'gatehouse-interop', version: '1.0.0' },
    { capabilities: {}, versionNegotiation: { mode: spec.mode } });
  const transport = new sdk.StreamableHTTPClientTransport(new URL(spec.url),
    { requestInit: { headers: { [spec.header]: spec.value } } });
  await client.connect(transport);
  try {
    let tools = 0;
    let cursor;
    do {
      const page = await client.listTools(cursor ? { cursor } : undefined);
      tools += page.tools.length;
      cursor = page.nextCursor;
    } while (cursor);
    const resources = (await client.listResources()).resources.length;
    const prompts = (await client.listPrompts()).prompts.length;
    const call = await client.callTool({ name: spec.tool, arguments: spec.arguments });
    const text = call.content.filter(c => c.type === 'text').map(c => c.text).join('\n');
    return { tools, resources, prompts, isError: call.isError === true, text };
  } finally {
    await client.close();
  }
}

(async () => {
  for (let i = 0; i < spec.sessions; i++) {
    if (i > 0) await new Promise(resolve => setTimeout(resolve, spec.spacingMs));
    try {
      console.log(JSON.stringify(await session()));
    } catch (e) {
      console.log(JSON.stringify({ session: i, error: String(e && e.message || e), body: e && e.data && e.data.text }));
      process.exit(1);
    }
  }
})();
