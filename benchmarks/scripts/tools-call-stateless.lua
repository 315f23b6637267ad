-- tools/call of a compute-only tool (vat_check offline) on the 2026-07-28 stateless revision
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("LV_KEY")
wrk.headers["MCP-Protocol-Version"] = "2026-07-28"
wrk.headers["Mcp-Method"] = "tools/call"
wrk.headers["Mcp-Name"] = "vat_check"
wrk.body = '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"vat_check",' ..
  '"arguments":{"vat_number":"NL004495445B01","offline":true},' ..
  '"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28",' ..
  '"io.modelcontextprotocol/clientCapabilities":{},' ..
  '"io.modelcontextprotocol/clientInfo":{"name":"wrk","version":"1"}}}}'
