// A small real MCP server (stdio) that misbehaves on request, for the
// golden tests of Tools in Shell: a real peer cannot be made to crash or
// hang at a chosen moment.
//   echo {message}   answers "echo: <message>"
//   crash            exits the process without answering
//   hang             never answers
//   pid              answers the process id
//   fail             a result with isError
//   greeting         the server's GREETING environment variable
// With the environment variable MISBEHAVE_HANG_START=1 the server never
// answers initialize.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

if (process.env.MISBEHAVE_HANG_START === "1") {
  process.stdin.resume(); // read, never answer
} else {
  const obj = { type: "object", properties: {} };
  const server = new Server({ name: "misbehave", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      { name: "echo", description: "Echo a message.", inputSchema: { type: "object", properties: { message: { type: "string" } }, required: ["message"] }, annotations: { readOnlyHint: true } },
      { name: "crash", description: "Exit the server process without answering.", inputSchema: obj },
      { name: "hang", description: "Never answer.", inputSchema: obj, annotations: { readOnlyHint: true } },
      { name: "pid", description: "The server's process id.", inputSchema: obj, annotations: { readOnlyHint: true } },
      { name: "fail", description: "Fail with a message.", inputSchema: obj },
      { name: "greeting", description: "The GREETING variable of the server's environment.", inputSchema: obj, annotations: { readOnlyHint: true } },
    ],
  }));
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    switch (req.params.name) {
      case "echo":
        return { content: [{ type: "text", text: "echo: " + req.params.arguments.message }] };
      case "crash":
        process.exit(3);
      case "hang":
        return new Promise(() => {});
      case "fail":
        return { isError: true, content: [{ type: "text", text: "the disk is full" }] };
      case "greeting":
        return { content: [{ type: "text", text: process.env.GREETING ?? "unset" }] };
      case "pid":
        return { content: [{ type: "text", text: String(process.pid) }] };
    }
    return { isError: true, content: [{ type: "text", text: "unknown tool " + req.params.name }] };
  });
  await server.connect(new StdioServerTransport());
}
