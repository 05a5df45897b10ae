/** Clans for server tests: created through the app's own routes, and moved back in time in the database. */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { clanMembershipsTable, clansTable } from "@/server/db/schema/clans";
import type { TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

const DAY_MS = 86_400_000;

let nextClan = 0;

/** A clan name no other test uses: letters, digits and single spaces, at most 24 characters. */
export const freshClanName = (): string => {
  nextClan += 1;
  return `Clan ${process.pid % 100_000} ${nextClan}`;
};

export interface CreatedClan {
  readonly id: number;
  readonly clanName: string;
}

/** Creates a clan as `session` (its Chief) through POST /api/platform-clans; fails unless it is created. */
export const createClanAs = async (
  testApp: TestApp,
  session: TestSession,
  fields: Record<string, unknown> = {},
): Promise<CreatedClan> => {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/platform-clans",
    headers: session.authorization,
    payload: { clanName: freshClanName(), city: "Mumbai", country: "IN", ...fields },
  });
  if (response.statusCode !== 201) throw new Error(`The clan was not created: ${response.body}`);
  return response.json<CreatedClan>();
};

/** Joins `clanId` as `session` through POST /api/platform-user-clans; fails unless joined. */
export const joinClanAs = async (testApp: TestApp, session: TestSession, clanId: number): Promise<void> => {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/platform-user-clans",
    headers: session.authorization,
    payload: { clanId },
  });
  if (response.statusCode !== 201) throw new Error(`The clan was not joined: ${response.body}`);
};

const daysAgo = (date: Date, days: number): Date => new Date(date.getTime() - days * DAY_MS);

/** Moves a clan's creation `days` into the past (and its members' joins with it). */
export const ageClan = async (db: Db, clanId: number, days: number): Promise<void> => {
  const [clan] = await db.select().from(clansTable).where(eq(clansTable.id, clanId));
  if (clan === undefined) throw new Error(`No clan ${clanId}`);
  await db
    .update(clansTable)
    .set({ createdAt: daysAgo(clan.createdAt, days) })
    .where(eq(clansTable.id, clanId));
};

/** Moves the moments the gamer's memberships ended `days` into the past. */
export const ageMembershipEnds = async (db: Db, userId: string, days: number): Promise<void> => {
  const ended = await db
    .select()
    .from(clanMembershipsTable)
    .where(and(eq(clanMembershipsTable.userId, userId), isNotNull(clanMembershipsTable.leftAt)));
  for (const membership of ended)
    if (membership.leftAt !== null)
      await db
        .update(clanMembershipsTable)
        .set({ leftAt: daysAgo(membership.leftAt, days) })
        .where(eq(clanMembershipsTable.id, membership.id));
};

/** Moves the deletions of the clans the gamer was Chief of `days` into the past. */
export const ageClanDeletions = async (db: Db, chiefId: string, days: number): Promise<void> => {
  const deleted = await db
    .select()
    .from(clansTable)
    .where(and(eq(clansTable.chiefId, chiefId), isNotNull(clansTable.deletedAt)));
  for (const clan of deleted)
    if (clan.deletedAt !== null)
      await db
        .update(clansTable)
        .set({ deletedAt: daysAgo(clan.deletedAt, days) })
        .where(eq(clansTable.id, clan.id));
};
