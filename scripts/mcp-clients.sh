#!/usr/bin/env bash
# Installs Node 22 and the real MCP clients the interop tests drive (the official TypeScript SDK v2
# client and its v1 predecessor, mcp-remote, the Inspector CLI) with npm into a cache folder,
# nothing global, as conformance.sh installs its suites. Prints the cache folder; each package sits
# in its own subfolder there (node22, client, sdk1, mcp-remote, inspector).
#
#   scripts/mcp-clients.sh                  # ~/.cache/gatehouse-mcp-clients
#   MCP_CLIENTS_CACHE=dir scripts/mcp-clients.sh
set -euo pipefail

CACHE=${MCP_CLIENTS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/gatehouse-mcp-clients}

install() { # install DIR SPEC: an npm package into its own folder of the cache
  if [ ! -d "$CACHE/$1/node_modules" ]; then
    mkdir -p "$CACHE/$1"
    (cd "$CACHE/$1" && npm install --no-audit --no-fund --silent "$2" >/dev/null) || { rm -rf "${CACHE:?}/$1"; exit 1; }
  fi
}

install node22 node@22
install client @modelcontextprotocol/client@2.4.0
install sdk1 @modelcontextprotocol/sdk@1.32.2
install mcp-remote mcp-remote@0.15.1
install inspector @modelcontextprotocol/inspector@2.12.0
echo "$CACHE"
