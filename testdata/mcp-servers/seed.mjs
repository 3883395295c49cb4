// A small real MCP server (stdio) shaped after the seed's report example:
// started as "node seed.mjs linear" it offers create-issue (additive,
// returns {"id": "EVE-1201"}) and list-issues (read-only); as
// "node seed.mjs github" it offers delete-branch (destructive) and
// list-branches (read-only). Every call is appended to the file named by
// SEED_LOG, so a test can see what the server received.
import { appendFileSync } from "node:fs";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const kind = process.argv[2] ?? "linear";
const tools = kind === "github" ? [
  { name: "delete-branch", description: "Delete a branch.", inputSchema: { type: "object", properties: { branch: { type: "string" } }, required: ["branch"] }, annotations: { destructiveHint: true } },
  { name: "list-branches", description: "List branches.", inputSchema: { type: "object", properties: {} }, annotations: { readOnlyHint: true } },
] : [
  { name: "create-issue", description: "Create an issue.", inputSchema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] }, annotations: { destructiveHint: false } },
  { name: "list-issues", description: "List issues.", inputSchema: { type: "object", properties: {} }, annotations: { readOnlyHint: true } },
];
const server = new Server({ name: "seed-" + kind, version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
server.setRequestHandler(CallToolRequestSchema, async (req) => {
  if (process.env.SEED_LOG) {
    appendFileSync(process.env.SEED_LOG, JSON.stringify({ server: kind, tool: req.params.name, input: req.params.arguments }) + "\n");
  }
  switch (req.params.name) {
    case "create-issue":
      return { structuredContent: { id: "EVE-1201" }, content: [{ type: "text", text: '{"id":"EVE-1201"}' }] };
    case "list-issues":
      return { content: [{ type: "text", text: "[]" }] };
    case "list-branches":
      return { content: [{ type: "text", text: '["main","fix-x"]' }] };
    case "delete-branch":
      return { content: [{ type: "text", text: "deleted " + req.params.arguments.branch }] };
  }
  return { isError: true, content: [{ type: "text", text: "unknown tool" }] };
});
await server.connect(new StdioServerTransport());
