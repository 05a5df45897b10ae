/**
 * Demo clans in India and Brazil, each with a Chief and a few members: demo gamers with a username and no way
 * to sign in (no phone, e-mail or identity), so the directory and clan pages have something to show on a fresh
 * machine. Idempotent: demo gamers have fixed ids, and a clan whose name is already used is left alone.
 */
import { and, inArray, isNull, sql } from "drizzle-orm";
import type { ClanBanner, ClanEmblem } from "@/domain/clans/clan-rules";
import type { Db } from "@/server/db/client";
import { usersTable } from "@/server/db/schema/accounts";
import { clanMembershipsTable, clansTable } from "@/server/db/schema/clans";

const DAY_MS = 86_400_000;

interface DemoGamer {
  readonly id: string;
  readonly username: string;
  readonly countryCode: string;
  readonly city: string;
}

interface DemoClan {
  readonly name: string;
  readonly city: string;
  readonly countryCode: string;
  readonly logo: ClanEmblem;
  readonly banner: ClanBanner;
  readonly description: string;
  /** Days ago the clan was created. */
  readonly age: number;
  readonly chief: string;
  readonly members: readonly string[];
}

const gamer = (n: number, username: string, countryCode: string, city: string): DemoGamer => ({
  id: `00000000-0000-4000-8000-c1a0000000${String(n).padStart(2, "0")}`,
  username,
  countryCode,
  city,
});

export const DEMO_CLAN_GAMERS: readonly DemoGamer[] = [
  gamer(1, "ArjunPlays", "IN", "Mumbai"),
  gamer(2, "PriyaGG", "IN", "Mumbai"),
  gamer(3, "RaviClutch", "IN", "Mumbai"),
  gamer(4, "NehaSnipe", "IN", "Delhi"),
  gamer(5, "KabirAce", "IN", "Delhi"),
  gamer(6, "LucasMVP", "BR", "São Paulo"),
  gamer(7, "AnaFrag", "BR", "São Paulo"),
  gamer(8, "PedroRush", "BR", "Rio de Janeiro"),
  gamer(9, "JuliaZap", "BR", "Rio de Janeiro"),
];

const idOf = (username: string): string => {
  const found = DEMO_CLAN_GAMERS.find((demo) => demo.username === username);
  if (found === undefined) throw new Error(`No demo gamer ${username}`);
  return found.id;
};

export const DEMO_CLANS: readonly DemoClan[] = [
  {
    name: "Mumbai Titans",
    city: "Mumbai",
    countryCode: "IN",
    logo: "dragon",
    banner: "saffron",
    description: "Battle royale squads from Mumbai. Weekly scrims every Sunday evening.",
    age: 40,
    chief: "ArjunPlays",
    members: ["PriyaGG", "RaviClutch"],
  },
  {
    name: "Delhi Dynamos",
    city: "Delhi",
    countryCode: "IN",
    logo: "lion",
    banner: "crimson",
    description: "MOBA and shooter players from Delhi NCR. Friendly, competitive, always recruiting.",
    age: 12,
    chief: "NehaSnipe",
    members: ["KabirAce"],
  },
  {
    name: "Samba Strikers",
    city: "São Paulo",
    countryCode: "BR",
    logo: "star",
    banner: "emerald",
    description: "Jogadores de São Paulo. Torneios toda semana e muita resenha.",
    age: 25,
    chief: "LucasMVP",
    members: ["AnaFrag"],
  },
  {
    name: "Rio Raptors",
    city: "Rio de Janeiro",
    countryCode: "BR",
    logo: "wolf",
    banner: "sapphire",
    description: "Clã carioca de FPS e battle royale.",
    age: 5,
    chief: "PedroRush",
    members: ["JuliaZap"],
  },
];

export const seedDemoClans = async (db: Db, now: Date): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .insert(usersTable)
      .values(
        DEMO_CLAN_GAMERS.map(({ id, username, countryCode, city }) => ({ id, username, countryCode, city })),
      )
      .onConflictDoNothing();
    // A demo username someone had already taken leaves that demo gamer out, and their clan with them.
    const present = new Set(
      (
        await tx
          .select({ id: usersTable.id })
          .from(usersTable)
          .where(
            inArray(
              usersTable.id,
              DEMO_CLAN_GAMERS.map((demo) => demo.id),
            ),
          )
      ).map((row) => row.id),
    );
    const taken = new Set(
      (
        await tx
          .select({ name: sql<string>`lower(${clansTable.name})` })
          .from(clansTable)
          .where(
            and(
              isNull(clansTable.deletedAt),
              inArray(
                sql`lower(${clansTable.name})`,
                DEMO_CLANS.map((clan) => clan.name.toLowerCase()),
              ),
            ),
          )
      ).map((row) => row.name),
    );
    for (const clan of DEMO_CLANS) {
      const chiefId = idOf(clan.chief);
      if (taken.has(clan.name.toLowerCase()) || !present.has(chiefId)) continue;
      const createdAt = new Date(now.getTime() - clan.age * DAY_MS);
      const [row] = await tx
        .insert(clansTable)
        .values({
          name: clan.name,
          city: clan.city,
          countryCode: clan.countryCode,
          logo: clan.logo,
          banner: clan.banner,
          description: clan.description,
          chiefId,
          createdAt,
        })
        .returning({ id: clansTable.id });
      if (row === undefined) continue;
      const members = [
        { userId: chiefId, role: "Chief", joinedAt: createdAt },
        ...clan.members
          .map(idOf)
          .filter((id) => present.has(id))
          .map((userId, index) => ({
            userId,
            role: "Member",
            joinedAt: new Date(createdAt.getTime() + (index + 1) * DAY_MS),
          })),
      ];
      await tx
        .insert(clanMembershipsTable)
        .values(members.map((member) => ({ ...member, clanId: row.id })))
        .onConflictDoNothing();
    }
  });
};
