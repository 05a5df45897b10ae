/**
 * The `pog-avatar-generation` job's sweep on the app's own runner (`runJobs`): at start-up it sends the job of a
 * generation whose send was lost (the slot is PENDING, no job was sent), which then draws and stores the
 * avatar; and it fails a generation pending past its deadline, so the gamer may ask again. Waiting for the
 * runner is a budget, not a check.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp, type KleosApp } from "@/server/build-app";
import { usersTable } from "@/server/db/schema/accounts";
import { pogAvatarSlotsTable } from "@/server/db/schema/pog";
import { AVATAR_GENERATION_DEADLINE_MS } from "@/server/services/pog/pog-avatars";
import { createTestDatabase, type TestDatabase } from "@/server/testing/test-app";

let kleos: TestDatabase;
let app: KleosApp | undefined;

beforeAll(async () => {
  kleos = await createTestDatabase({ seedDemoData: false });
});

afterAll(async () => {
  await app?.app.close();
  await kleos.close();
});

const newUser = async (): Promise<string> => {
  const [user] = await kleos.database.db
    .insert(usersTable)
    .values({ firstName: "Avatar" })
    .returning({ id: usersTable.id });
  if (user === undefined) throw new Error("Inserting a user returned no row");
  return user.id;
};

describe("the avatar generation sweep on the runner", () => {
  it("sends a lost generation's job, which stores the avatar, and fails one past its deadline", async () => {
    const db = kleos.database.db;
    const choice = { category: "Toon", character: "pip", style: "sunset" };
    const [lost] = await db
      .insert(pogAvatarSlotsTable)
      .values({ userId: await newUser(), slot: 1, ...choice, status: "PENDING", generation: 1 })
      .returning({ id: pogAvatarSlotsTable.id });
    const [stale] = await db
      .insert(pogAvatarSlotsTable)
      .values({
        userId: await newUser(),
        slot: 1,
        ...choice,
        status: "PENDING",
        generation: 3,
        updatedAt: new Date(Date.now() - AVATAR_GENERATION_DEADLINE_MS - 60_000),
      })
      .returning({ id: pogAvatarSlotsTable.id });
    if (lost === undefined || stale === undefined) throw new Error("Inserting the slots returned no rows");

    app = await buildApp({ config: { ...kleos.config, runJobs: true }, database: kleos.database });

    const slot = (id: string) =>
      db
        .select()
        .from(pogAvatarSlotsTable)
        .where(eq(pogAvatarSlotsTable.id, id))
        .then((rows) => rows[0]);
    await vi.waitFor(
      async () => {
        expect(await slot(stale.id)).toMatchObject({ status: "FAILED", avatarKey: null });
        const drawn = await slot(lost.id);
        expect(drawn).toMatchObject({ status: "READY", avatarSource: "composed", active: true });
        expect(drawn?.avatarKey).toMatch(/^[a-f0-9]{32}\.jpg$/);
      },
      { timeout: 300_000, interval: 250 },
    );
    const picture = await app.app.inject({ url: `/api/users/pictures/${(await slot(lost.id))?.avatarKey}` });
    expect(picture.statusCode).toBe(200);
  });
});
