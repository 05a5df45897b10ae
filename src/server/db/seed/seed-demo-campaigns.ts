/**
 * Writes the demo campaigns and quests (demo-campaigns.ts). Idempotent by slug: a campaign already there is
 * left as it is, dates included. Raffles get their seed and its published hash as publishing gives them.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { isPaidOnClaim } from "@/domain/campaigns/campaign-lifecycle";
import type { Db } from "@/server/db/client";
import { campaignTasksTable, campaignsTable, specialCodesTable } from "@/server/db/schema/campaigns";
import { gamesTable } from "@/server/db/schema/games";
import { DEMO_CAMPAIGNS, DEMO_CLAIM_WINDOW_MS, type DemoCampaign } from "@/server/db/seed/demo-campaigns";

const distributionSettings = (campaign: DemoCampaign): Record<string, unknown> => {
  const { method: _method, ...settings } = campaign.distribution;
  return settings;
};

/** Seeds the demo campaigns; `hashSpecialCode` is how special codes are stored (never in plain text). */
export const seedDemoCampaigns = async (
  db: Db,
  options: { readonly now: Date; readonly hashSpecialCode: (code: string) => Promise<string> | string },
): Promise<void> => {
  const now = options.now.getTime();
  const existing = await db
    .select({ slug: campaignsTable.slug })
    .from(campaignsTable)
    .where(
      inArray(
        campaignsTable.slug,
        DEMO_CAMPAIGNS.map((campaign) => campaign.slug),
      ),
    );
  const seeded = new Set(existing.map((row) => row.slug));
  const missing = DEMO_CAMPAIGNS.filter((campaign) => !seeded.has(campaign.slug));
  if (missing.length === 0) return;

  const games = await db.select({ id: gamesTable.id, slug: gamesTable.slug }).from(gamesTable);
  const gameIdOf = new Map(games.map((game) => [game.slug, game.id]));
  const hashes = new Map<string, string>();
  for (const campaign of missing)
    for (const code of campaign.specialCodes?.codes ?? [])
      hashes.set(code, await options.hashSpecialCode(code));

  await db.transaction(async (tx) => {
    for (const campaign of missing) {
      const endsAt = now + campaign.endsIn;
      const seed = campaign.distribution.method === "RAFFLE" ? randomBytes(32).toString("hex") : null;
      const [row] = await tx
        .insert(campaignsTable)
        .values({
          kind: campaign.kind,
          slug: campaign.slug,
          title: campaign.title,
          description: campaign.description,
          gameId: campaign.game === undefined ? null : (gameIdOf.get(campaign.game) ?? null),
          lifecycle: campaign.lifecycle,
          startsAt: new Date(now + campaign.startsIn),
          endsAt: new Date(endsAt),
          claimEndsAt: new Date(
            now +
              (campaign.claimEndsIn ??
                (isPaidOnClaim(campaign.distribution.method)
                  ? campaign.endsIn + DEMO_CLAIM_WINDOW_MS
                  : campaign.endsIn)),
          ),
          featured: campaign.featured ?? false,
          isPrivate: campaign.isPrivate ?? false,
          recheckAtClaim: campaign.recheckAtClaim ?? false,
          applicableCountries: [...(campaign.applicableCountries ?? [])],
          rewardCurrency: campaign.reward.currency,
          rewardAmount: campaign.reward.amount,
          distribution: campaign.distribution.method,
          distributionConfig: distributionSettings(campaign),
          slots: campaign.slots ?? null,
          raffleSeed: seed,
          raffleSeedHash: seed === null ? null : createHash("sha256").update(seed).digest("hex"),
          bannerImage:
            campaign.game === undefined
              ? (campaign.banner ?? "")
              : `/media/games/${campaign.game}-banner.svg`,
          publishedAt: campaign.lifecycle === "DRAFT" ? null : new Date(now + Math.min(campaign.startsIn, 0)),
        })
        .onConflictDoNothing({ target: campaignsTable.slug })
        .returning({ id: campaignsTable.id });
      if (row === undefined) continue;
      const tasks = await tx
        .insert(campaignTasksTable)
        .values(
          campaign.tasks.map((task, position) => ({
            campaignId: row.id,
            position,
            type: task.type,
            title: task.title,
            description: task.description,
            config: task.config,
            points: task.points ?? 10,
          })),
        )
        .returning({ id: campaignTasksTable.id, position: campaignTasksTable.position });
      const codes = campaign.specialCodes;
      const codeTask =
        codes === undefined ? undefined : tasks.find((task) => task.position === codes.position);
      if (codes !== undefined && codeTask !== undefined)
        await tx.insert(specialCodesTable).values(
          codes.codes.map((code) => ({
            taskId: codeTask.id,
            codeHash: hashes.get(code) ?? "",
            useLimit: codes.useLimit,
          })),
        );
    }
  });
};

/** The demo campaign with `slug`, for tests. */
export const demoCampaignId = async (db: Db, slug: string): Promise<string | undefined> =>
  (await db.select({ id: campaignsTable.id }).from(campaignsTable).where(eq(campaignsTable.slug, slug)))[0]
    ?.id;
