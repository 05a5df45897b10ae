import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  makePartnerGameClient,
  signPartnerRequest,
  type PartnerGameQuestion,
} from "@/server/providers/games/partner-game-client";
import { startFakePartnerGame, type FakePartnerGame } from "@/server/testing/fakes/fake-partner-game";

const SECRET = "partner-shared-secret";

let fake: FakePartnerGame;

beforeAll(async () => {
  fake = await startFakePartnerGame({ secret: SECRET });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.behave("answer");
});

const question = (overrides: Partial<PartnerGameQuestion> = {}): PartnerGameQuestion => ({
  userId: "0b6f3c1e-5c1a-4f57-9a3e-3f1c2d4b5a6e",
  gameUsername: "dragon_slayer",
  campaignId: "5f0e8c2a-1b2c-4d3e-8f9a-0b1c2d3e4f5a",
  taskId: "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c0d",
  action: "reach-level-10",
  at: new Date(),
  ...overrides,
});

const partner = (secret = SECRET) => ({ id: "dragons", endpoint: fake.url, secret });

describe("partner game client", () => {
  it("signs the question so the partner accepts it, and reads a completed answer", async () => {
    const client = makePartnerGameClient();
    fake.complete("0b6f3c1e-5c1a-4f57-9a3e-3f1c2d4b5a6e", "reach-level-10");
    const at = new Date();
    expect(await client.askCompleted(partner(), question({ at }))).toEqual({
      kind: "answered",
      completed: true,
    });
    expect(fake.questions.at(-1)).toEqual({
      userId: "0b6f3c1e-5c1a-4f57-9a3e-3f1c2d4b5a6e",
      gameUsername: "dragon_slayer",
      campaignId: "5f0e8c2a-1b2c-4d3e-8f9a-0b1c2d3e4f5a",
      taskId: "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c0d",
      action: "reach-level-10",
      timestamp: Math.floor(at.getTime() / 1000),
    });
  });

  it("reads a not-completed answer for an action the user did not do", async () => {
    const client = makePartnerGameClient();
    expect(await client.askCompleted(partner(), question({ action: "win-a-match" }))).toEqual({
      kind: "answered",
      completed: false,
    });
  });

  it("fails when signed with another secret: the partner refuses it", async () => {
    const refusalsBefore = fake.refusals.length;
    const answer = await makePartnerGameClient().askCompleted(partner("not-the-secret"), question());
    expect(answer.kind).toBe("failed");
    if (answer.kind === "failed") expect(answer.reason).toContain("HTTP 401");
    expect(fake.refusals.slice(refusalsBefore)).toEqual(["bad signature"]);
  });

  it("fails when the question is stale: the partner refuses an old timestamp", async () => {
    const answer = await makePartnerGameClient().askCompleted(
      partner(),
      question({ at: new Date(Date.now() - 3_600_000) }),
    );
    expect(answer.kind).toBe("failed");
    expect(fake.refusals.at(-1)).toBe("stale timestamp");
  });

  it("fails on a server error, on a body that is not JSON and on a JSON body without completed", async () => {
    const client = makePartnerGameClient();
    fake.behave("fail");
    expect((await client.askCompleted(partner(), question())).kind).toBe("failed");
    fake.behave("notJson");
    expect((await client.askCompleted(partner(), question())).kind).toBe("failed");
    const odd = makePartnerGameClient({
      fetch: () => Promise.resolve(new Response(JSON.stringify({ completed: "yes" }), { status: 200 })),
    });
    expect((await odd.askCompleted(partner(), question())).kind).toBe("failed");
  });

  it("fails when the partner does not answer in time", async () => {
    fake.behave("hang");
    const answer = await makePartnerGameClient({ timeoutMs: 200 }).askCompleted(partner(), question());
    expect(answer.kind).toBe("failed");
    if (answer.kind === "failed") expect(answer.reason).toContain("TimeoutError");
  });

  it("fails when nothing listens at the endpoint", async () => {
    const answer = await makePartnerGameClient().askCompleted(
      { id: "gone", endpoint: "http://127.0.0.1:1/verify", secret: SECRET },
      question(),
    );
    expect(answer.kind).toBe("failed");
  });

  it("signs timestamp and body as documented", () => {
    expect(signPartnerRequest("key", "1700000000", '{"a":1}')).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signPartnerRequest("key", "1700000000", '{"a":1}')).not.toBe(
      signPartnerRequest("key", "1700000001", '{"a":1}'),
    );
  });
});
