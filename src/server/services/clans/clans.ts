/**
 * Clans: the directory, a clan with its members, a gamer's membership, creating, joining, leaving and deleting,
 * with the rules of the domain (form rules in domain/clans/clan-rules.ts, day rules in clan-day-rules.ts).
 *
 * Concurrency: one open membership per gamer is a unique index, so racing joins or creates of one gamer end
 * with one membership and `AlreadyInClan` for the rest (the repository says what a broken index means). A join locks the clan row for share and a delete for
 * update, so a join never lands in a clan that is being deleted. Clan names are unique (case ignored) among
 * clans that are not deleted, by a unique index too.
 */
import { Clock, Effect, Layer, Context } from "effect";
import { leaderboardName } from "@/domain/campaigns/campaign-leaderboard";
import {
  deleteHeldUntil,
  joinHeldUntil,
  opensAt,
  recreateHeldUntil,
  type ClanRules,
} from "@/domain/clans/clan-day-rules";
import {
  CLAN_BANNERS,
  CLAN_EMBLEMS,
  ClanDescription,
  ClanName,
  normaliseClanName,
  type ClanBanner,
  type ClanEmblem,
  type ClanRole,
} from "@/domain/clans/clan-rules";
import {
  AlreadyInClan,
  ClanChiefCannotLeave,
  ClanDeleteTooSoon,
  ClanJoinTooSoon,
  ClanNameTaken,
  ClanNotFound,
  ClanRecreateTooSoon,
  NotClanChief,
  NotInClan,
} from "@/domain/errors/clan-errors";
import { ValidationFailed, validateField } from "@/domain/errors/validation-errors";
import { countryByCode } from "@/domain/geo/countries";
import { PersonName } from "@/domain/validation/name-rules";
import { mobileNumberFor, parseMobileNumber } from "@/domain/validation/phone-rules";
import { isValid } from "@/domain/validation/validate";
import { ClanRepository, type ClanRow, type MemberRow } from "@/server/db/repositories/clan-repository";
import { Database } from "@/server/db/database";
import { clanEvent } from "@/domain/notifications/notification-events";
import { Notifications } from "@/server/services/notifications/notifications";
import { traced } from "@/server/effect/traced";

export interface ClanSummaryView {
  readonly id: number;
  readonly clanName: string;
  readonly city: string;
  readonly country: string;
  readonly clanLogo: ClanEmblem | null;
  readonly bannerImage: ClanBanner | null;
  readonly memberCount: number;
  readonly chiefUsername: string;
  readonly createdAt: string;
}

export interface ClanMemberView {
  readonly memberId: number;
  readonly username: string;
  readonly role: ClanRole;
  readonly joinedAt: string;
}

export interface ClanDetailView extends ClanSummaryView {
  readonly description: string;
  readonly members: readonly ClanMemberView[];
  readonly viewerRole: ClanRole | null;
  readonly deleteAllowedAt: string;
}

export interface ClanPageView {
  readonly items: readonly ClanSummaryView[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}

export interface MyClanView {
  readonly membership: {
    readonly clan: ClanSummaryView;
    readonly role: ClanRole;
    readonly joinedAt: string;
  } | null;
  readonly joinAllowedAt: string | null;
  readonly createAllowedAt: string | null;
}

export interface ClanQuery {
  readonly search?: string;
  readonly countryCode?: string;
  readonly pageOffset: number;
  readonly pageLimit: number;
}

export interface NewClanInput {
  readonly clanName: string;
  readonly city: string;
  readonly country: string;
  readonly clanLogo?: ClanEmblem | null;
  readonly bannerImage?: ClanBanner | null;
  readonly description?: string;
  readonly referrerPhoneNumber?: string;
}

export type CreateClanError = ValidationFailed | AlreadyInClan | ClanNameTaken | ClanRecreateTooSoon;
export type JoinClanError = ClanNotFound | AlreadyInClan | ClanJoinTooSoon;
export type LeaveClanError = NotInClan | ClanChiefCannotLeave;
export type DeleteClanError = ClanNotFound | NotClanChief | ClanDeleteTooSoon;

const emblemOf = (value: string | null): ClanEmblem | null =>
  CLAN_EMBLEMS.find((emblem) => emblem === value) ?? null;
const bannerOf = (value: string | null): ClanBanner | null =>
  CLAN_BANNERS.find((banner) => banner === value) ?? null;
const roleOf = (value: string): ClanRole => (value === "Chief" ? "Chief" : "Member");
const iso = (ms: number | undefined): string | null => (ms === undefined ? null : new Date(ms).toISOString());

const summaryOf = (row: ClanRow): ClanSummaryView => ({
  id: row.id,
  clanName: row.name,
  city: row.city,
  country: row.countryCode,
  clanLogo: emblemOf(row.logo),
  bannerImage: bannerOf(row.banner),
  memberCount: row.memberCount,
  chiefUsername: leaderboardName(row.chiefUsername, row.chiefId),
  createdAt: row.createdAt.toISOString(),
});

const memberOf = (row: MemberRow): ClanMemberView => ({
  memberId: row.membershipId,
  username: leaderboardName(row.username, row.userId),
  role: roleOf(row.role),
  joinedAt: row.joinedAt.toISOString(),
});

const invalid = (field: string, messageId: string) => new ValidationFailed({ field, messageId });

export class Clans extends Context.Service<
  Clans,
  {
    listClans(query: ClanQuery): Effect.Effect<ClanPageView>;
    getClan(clanId: number, viewerId: string | undefined): Effect.Effect<ClanDetailView, ClanNotFound>;
    getClanRules(): Effect.Effect<ClanRules>;
    getMyClan(userId: string): Effect.Effect<MyClanView>;
    createClan(userId: string, input: NewClanInput): Effect.Effect<ClanDetailView, CreateClanError>;
    joinClan(userId: string, clanId: number): Effect.Effect<MyClanView, JoinClanError>;
    leaveClan(userId: string): Effect.Effect<MyClanView, LeaveClanError>;
    deleteClan(userId: string, clanId: number): Effect.Effect<MyClanView, DeleteClanError>;
  }
>()("kleos/server/services/clans/Clans") {
  static readonly layer = (rules: ClanRules) =>
    Layer.effect(
      Clans,
      Effect.gen(function* () {
        const { transaction } = yield* Database;
        const clans = yield* ClanRepository;
        const notifications = yield* Notifications;

        const getClan = (clanId: number, viewerId: string | undefined) =>
          Effect.gen(function* () {
            const row = yield* clans.findLiveById(clanId);
            if (row === undefined) return yield* new ClanNotFound({ clanId });
            const members = yield* clans.openMembers(clanId);
            const mine = viewerId === undefined ? undefined : members.find((m) => m.userId === viewerId);
            const viewerRole: ClanRole | null =
              viewerId === undefined ? null : mine === undefined ? "Gamer" : roleOf(mine.role);
            return {
              ...summaryOf(row),
              description: row.description,
              members: members.map(memberOf),
              viewerRole,
              deleteAllowedAt: new Date(
                opensAt(row.createdAt.getTime(), rules.minDaysBeforeClanDelete),
              ).toISOString(),
            } satisfies ClanDetailView;
          });

        const getMyClan = (userId: string) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis;
            const open = yield* clans.openMembershipOf(userId);
            const clan = open === undefined ? undefined : yield* clans.findLiveById(open.clanId);
            const lastLeft = yield* clans.lastLeftAt(userId);
            const lastDeleted = yield* clans.lastDeletedAt(userId);
            return {
              membership:
                open === undefined || clan === undefined
                  ? null
                  : { clan: summaryOf(clan), role: roleOf(open.role), joinedAt: open.joinedAt.toISOString() },
              joinAllowedAt: iso(joinHeldUntil(rules, lastLeft?.getTime(), now)),
              createAllowedAt: iso(recreateHeldUntil(rules, lastDeleted?.getTime(), now)),
            } satisfies MyClanView;
          });

        /** The form, as the rules accept it: names trimmed, the city as Kleos lists it, the phone in E.164. */
        const validateNewClan = (input: NewClanInput) =>
          Effect.gen(function* () {
            const name = yield* validateField(ClanName, normaliseClanName(input.clanName), "clanName");
            const country = countryByCode(input.country);
            if (country === undefined) return yield* invalid("country", "validation.common.country");
            const typedCity = input.city.trim();
            if (typedCity === "") return yield* invalid("city", "validation.common.city");
            const listed = yield* clans.listedCity(country.code, typedCity);
            if (listed === undefined) return yield* invalid("city", "validation.common.city");
            const city = listed === "unlisted" ? yield* validateField(PersonName, typedCity, "city") : listed;
            const description = yield* validateField(
              ClanDescription,
              (input.description ?? "").trim(),
              "description",
            );
            const phone = (input.referrerPhoneNumber ?? "").trim();
            const parsed = phone === "" ? undefined : parseMobileNumber(phone);
            if (
              phone !== "" &&
              (parsed === undefined || !isValid(mobileNumberFor(parsed.region), parsed.national))
            )
              return yield* invalid("referrerPhoneNumber", "validation.mobileNumber.invalid");
            return {
              name,
              city,
              countryCode: country.code,
              logo: input.clanLogo ?? null,
              banner: input.bannerImage ?? null,
              description,
              referrerPhoneNumber: parsed?.e164 ?? null,
            };
          });

        return Clans.of(
          traced("Clans", {
            listClans: (query: ClanQuery) =>
              Effect.map(
                clans.listLive({
                  ...(query.search === undefined ? {} : { search: query.search }),
                  ...(query.countryCode === undefined ? {} : { countryCode: query.countryCode }),
                  pageOffset: query.pageOffset,
                  pageLimit: query.pageLimit,
                }),
                ({ rows, total }) => ({
                  items: rows.map(summaryOf),
                  page: { pageOffset: query.pageOffset, pageLimit: query.pageLimit, total },
                }),
              ),

            getClan,
            getClanRules: () => Effect.succeed(rules),
            getMyClan,

            createClan: (userId: string, input: NewClanInput) =>
              Effect.gen(function* () {
                const clan = yield* validateNewClan(input);
                const now = new Date(yield* Clock.currentTimeMillis);
                const clanId = yield* transaction(
                  Effect.gen(function* () {
                    if ((yield* clans.openMembershipOf(userId)) !== undefined)
                      return yield* new AlreadyInClan();
                    const lastDeleted = yield* clans.lastDeletedAt(userId);
                    const held = recreateHeldUntil(rules, lastDeleted?.getTime(), now.getTime());
                    if (held !== undefined)
                      return yield* new ClanRecreateTooSoon({
                        allowedAt: new Date(held).toISOString(),
                        days: rules.minDaysToRecreateClanAfterDelete,
                      });
                    if (yield* clans.isNameTaken(clan.name))
                      return yield* new ClanNameTaken({ clanName: clan.name });
                    const id = yield* clans.insert({ ...clan, chiefId: userId, createdAt: now });
                    yield* clans.insertMembership({ clanId: id, userId, role: "Chief", joinedAt: now });
                    return id;
                  }),
                );
                return yield* getClan(clanId, userId).pipe(Effect.orDie);
              }),

            joinClan: (userId: string, clanId: number) =>
              Effect.gen(function* () {
                const now = new Date(yield* Clock.currentTimeMillis);
                yield* transaction(
                  Effect.gen(function* () {
                    if ((yield* clans.lockLive(clanId, "share")) === undefined)
                      return yield* new ClanNotFound({ clanId });
                    if ((yield* clans.openMembershipOf(userId)) !== undefined)
                      return yield* new AlreadyInClan();
                    const lastLeft = yield* clans.lastLeftAt(userId);
                    const held = joinHeldUntil(rules, lastLeft?.getTime(), now.getTime());
                    if (held !== undefined)
                      return yield* new ClanJoinTooSoon({
                        allowedAt: new Date(held).toISOString(),
                        days: rules.minDaysToJoinClanAfterLeaving,
                      });
                    // A concurrent join of the same gamer that wins the race leaves this one AlreadyInClan.
                    yield* clans.insertMembership({ clanId, userId, role: "Member", joinedAt: now });
                    const clan = yield* clans.findLiveById(clanId);
                    if (clan === undefined) return;
                    const membership = `${clanId}:${userId}:${now.getTime()}`;
                    yield* notifications.notify(clanEvent(userId, "joined", clan, membership));
                    yield* notifications.notify(clanEvent(clan.chiefId, "memberJoined", clan, membership));
                  }),
                );
                return yield* getMyClan(userId);
              }),

            leaveClan: (userId: string) =>
              Effect.gen(function* () {
                const now = new Date(yield* Clock.currentTimeMillis);
                yield* transaction(
                  Effect.gen(function* () {
                    const open = yield* clans.openMembershipOf(userId);
                    if (open === undefined) return yield* new NotInClan();
                    if (open.role === "Chief")
                      return yield* new ClanChiefCannotLeave({ clanId: open.clanId });
                    if (!(yield* clans.closeMembership(open.membershipId, "left", now)))
                      return yield* new NotInClan();
                    const clan = yield* clans.findLiveById(open.clanId);
                    if (clan !== undefined)
                      yield* notifications.notify(clanEvent(userId, "left", clan, String(open.membershipId)));
                  }),
                );
                return yield* getMyClan(userId);
              }),

            deleteClan: (userId: string, clanId: number) =>
              Effect.gen(function* () {
                const now = yield* Clock.currentTimeMillis;
                yield* transaction(
                  Effect.gen(function* () {
                    const clan = yield* clans.lockLive(clanId, "update");
                    if (clan === undefined) return yield* new ClanNotFound({ clanId });
                    if (clan.chiefId !== userId) return yield* new NotClanChief({ clanId });
                    const held = deleteHeldUntil(rules, clan.createdAt.getTime(), now);
                    if (held !== undefined)
                      return yield* new ClanDeleteTooSoon({
                        clanId,
                        allowedAt: new Date(held).toISOString(),
                        days: rules.minDaysBeforeClanDelete,
                      });
                    yield* clans.markDeleted(clanId, new Date(now));
                  }),
                );
                return yield* getMyClan(userId);
              }),
          }),
        );
      }),
    );
}
