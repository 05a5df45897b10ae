/**
 * A partner game on 127.0.0.1 that answers Kleos' GAME_API_VALIDATION questions the way the documented format
 * says (src/server/providers/games/partner-game-client.ts): it recomputes the HMAC-SHA256 signature over
 * `timestamp + "." + body` with its own copy of the secret and refuses (401) a question that is unsigned,
 * wrongly signed or stale, checks the body's shape (400), and answers `{ completed }` from the (user, action)
 * pairs a test marked as done. It can also be told to fail like a real service does (5xx, a body that is not
 * JSON, no answer at all) so the client's failure paths meet real HTTP.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakePartnerGameOptions {
  readonly secret: string;
  /** How far (seconds) the X-Kleos-Timestamp may be from the fake's clock; 300 unless told. */
  readonly maxSkewSeconds?: number;
}

/** A question the fake accepted (signature and shape both fine). */
export interface FakePartnerQuestion {
  readonly userId: string;
  readonly gameUsername: string;
  readonly campaignId: string;
  readonly taskId: string;
  readonly action: string;
  readonly timestamp: number;
}

export type FakePartnerBehaviour = "answer" | "fail" | "notJson" | "hang";

export interface FakePartnerGame {
  /** The endpoint to store in game_partners. */
  readonly url: string;
  readonly questions: readonly FakePartnerQuestion[];
  /** Requests refused with 401, with the reason. */
  readonly refusals: readonly string[];
  /** Marks that `userId` did `action` in the game. */
  complete(userId: string, action: string): void;
  /** How the next requests are answered; "answer" (the default) is the documented behaviour. */
  behave(behaviour: FakePartnerBehaviour): void;
  close(): Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const QUESTION_FIELDS = ["userId", "gameUsername", "campaignId", "taskId", "action", "timestamp"] as const;

const parseQuestion = (text: string): FakePartnerQuestion | string => {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "the body is not JSON";
  }
  if (!isRecord(body)) return "the body must be an object";
  const keys = Object.keys(body);
  if (keys.length !== QUESTION_FIELDS.length || !QUESTION_FIELDS.every((key) => key in body))
    return `the body must hold exactly ${QUESTION_FIELDS.join(", ")}`;
  const { userId, gameUsername, campaignId, taskId, action, timestamp } = body;
  if (
    typeof userId !== "string" ||
    typeof gameUsername !== "string" ||
    typeof campaignId !== "string" ||
    typeof taskId !== "string" ||
    typeof action !== "string" ||
    typeof timestamp !== "number" ||
    !Number.isInteger(timestamp)
  )
    return "userId, gameUsername, campaignId, taskId and action must be strings, timestamp an integer";
  return { userId, gameUsername, campaignId, taskId, action, timestamp };
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

const answer = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
};

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
};

export const startFakePartnerGame = async (options: FakePartnerGameOptions): Promise<FakePartnerGame> => {
  const maxSkewSeconds = options.maxSkewSeconds ?? 300;
  const completed = new Set<string>();
  const questions: FakePartnerQuestion[] = [];
  const refusals: string[] = [];
  let behaviour: FakePartnerBehaviour = "answer";

  const refuse = (response: ServerResponse, reason: string): void => {
    refusals.push(reason);
    answer(response, 401, { error: reason });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== "POST") return answer(response, 405, { error: "POST only" });
    const text = await readBody(request);
    if (behaviour === "hang") return; // never answers: the client's timeout must end the wait
    if (behaviour === "fail") return answer(response, 503, { error: "maintenance" });
    if (behaviour === "notJson") {
      response.writeHead(200, { "content-type": "text/html" }).end("<html>maintenance</html>");
      return;
    }
    const timestamp = header(request, "x-kleos-timestamp");
    const signature = header(request, "x-kleos-signature");
    if (timestamp === undefined || !/^\d+$/.test(timestamp)) return refuse(response, "no timestamp");
    if (signature === undefined || !signature.startsWith("sha256=")) return refuse(response, "no signature");
    const expected = createHmac("sha256", options.secret).update(`${timestamp}.${text}`).digest();
    const given = Buffer.from(signature.slice("sha256=".length), "hex");
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return refuse(response, "bad signature");
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > maxSkewSeconds)
      return refuse(response, "stale timestamp");
    if (!(request.headers["content-type"] ?? "").startsWith("application/json"))
      return answer(response, 400, { error: "the body must be application/json" });
    const question = parseQuestion(text);
    if (typeof question === "string") return answer(response, 400, { error: question });
    if (String(question.timestamp) !== timestamp)
      return answer(response, 400, { error: "the body's timestamp differs from X-Kleos-Timestamp" });
    questions.push(question);
    answer(response, 200, { completed: completed.has(`${question.userId}\n${question.action}`) });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/kleos/quests/verify`,
    questions,
    refusals,
    complete: (userId, action) => {
      completed.add(`${userId}\n${action}`);
    },
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
