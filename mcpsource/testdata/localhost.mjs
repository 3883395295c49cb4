// Loaded with node --import: a server that listens on a bare port (as
// server-everything's app.listen(PORT) does) listens on 127.0.0.1 only.
import net from "node:net";

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const port = typeof args[0] === "string" && /^\d+$/.test(args[0]) ? Number(args[0]) : args[0];
  if (typeof port === "number" && typeof args[1] !== "string") {
    args = [port, "127.0.0.1", ...args.slice(1)];
  }
  return listen.apply(this, args);
};
