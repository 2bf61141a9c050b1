// The port `npm start` serves on, and what it says when another program holds it: checked before
// the build, so that a taken port is known at once rather than after the whole build.
import { createServer } from "node:net";

/** PORT, default 3000. */
export function servingPort() {
  return Number(process.env.PORT ?? 3000);
}

/** One line naming the taken port and how to choose another. */
export function portTakenMessage(port) {
  const other = port === 3001 ? 3002 : 3001;
  return `A porta ${port} já está em uso por outro programa: feche-o ou escolha outra porta, por exemplo PORT=${other} npm start`;
}

/** Whether the server could listen on `port` of 127.0.0.1 now. */
export function isPortFree(port) {
  return new Promise((resolveFree, reject) => {
    const probe = createServer();
    probe.once("error", (error) =>
      error.code === "EADDRINUSE" ? resolveFree(false) : reject(error),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolveFree(true)));
  });
}
