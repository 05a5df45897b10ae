/** The real Redis the Redis paths are tested against (it runs on this kind of machine and on CI's). */
import { Socket } from "node:net";

export const TEST_REDIS_URL = process.env["REDIS_URL"] ?? "redis://127.0.0.1:6379";

/** Whether a Redis answers at TEST_REDIS_URL: the suites that need one run only then. */
export const redisAnswers = (): Promise<boolean> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(TEST_REDIS_URL);
    const socket = new Socket();
    socket.setTimeout(2_000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(Number(port || 6379), hostname);
  });
