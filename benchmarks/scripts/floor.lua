-- the same JSON-RPC body to the bare Vert.x floor handler
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"vat_check",' ..
  '"arguments":{"vat_number":"NL004495445B01","offline":true}}}'
