-- tools/call of a compute-only tool (vat_check offline) inside a 2025-11-25 session
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("LV_KEY")
wrk.headers["MCP-Protocol-Version"] = "2025-11-25"
wrk.headers["MCP-Session-Id"] = os.getenv("SESSION")
wrk.body = '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"vat_check",' ..
  '"arguments":{"vat_number":"NL004495445B01","offline":true}}}'
