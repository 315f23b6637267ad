-- The stateless tools/call of tools-call-stateless.lua for a server on MCP 2025-11-25 without the
-- 2026-07-28 revision (the Quarkus reference, which answers 400 to that revision's header): the
-- same body, client info and capabilities in _meta, no session. Quarkus MCP serves it with
-- quarkus.mcp.server.http.streamable.auto-init, initialising a throw-away session per request.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.headers["MCP-Protocol-Version"] = "2025-11-25"
wrk.headers["Mcp-Method"] = "tools/call"
wrk.headers["Mcp-Name"] = "vat_check"
wrk.body = '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"vat_check",' ..
  '"arguments":{"vat_number":"NL004495445B01","offline":true},' ..
  '"_meta":{"io.modelcontextprotocol/clientCapabilities":{},' ..
  '"io.modelcontextprotocol/clientInfo":{"name":"wrk","version":"1"}}}}'
