/**
 * The handoff to partner games (spec §7 "Third party"). The site asks for a redirect URL; it carries a random
 * code that lives 60 seconds and of which only the sha256 is stored. The game's server trades the code, with
 * its client secret, for who the gamer is and a partner token. No token ever travels in a URL.
 *
 * The partner token is not an account token: it has its own audience and the partner scopes only (the gamer's
 * id and name, their progress in the game's own quests), so every gamer operation refuses it.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Clock, Context, Effect, Layer } from "effect";
import type { SignInRequired } from "@/domain/errors/auth-errors";
import {
  HandoffCodeInvalid,
  RedirectUrlNotAllowed,
  ThirdPartyClientNotFound,
  ThirdPartyClientUnauthorized,
} from "@/domain/errors/third-party-errors";
import { CampaignNotFound } from "@/domain/errors/campaign-errors";
import { GameNotFound } from "@/domain/games/game-errors";
import { HANDOFF_CODE_TTL_MS, isAllowedRedirectUrl, withHandoffCode } from "@/domain/third-party/handoff";
import { GameRepository } from "@/server/db/repositories/game-repository";
import { ThirdPartyRepository } from "@/server/db/repositories/third-party-repository";
import { UserRepository } from "@/server/db/repositories/user-repository";
import { traced } from "@/server/effect/traced";
import { liveUser } from "@/server/services/users/profile-view";
import { CampaignListings } from "@/server/services/campaigns/campaign-listings";
import { TokenDecodeFailed } from "@/domain/errors/auth-errors";
import { Tokens, type PartnerClaims } from "@/server/services/auth/tokens";

export interface ThirdPartyTokens {
  readonly userId: string;
  readonly username: string | null;
  readonly accessToken: string;
  readonly expiresIn: number;
}

export interface NewThirdPartyClient {
  readonly name: string;
  readonly redirectUrl: string;
  readonly gameId?: number;
}

export interface CreatedThirdPartyClient {
  readonly clientId: string;
  readonly name: string;
  readonly redirectUrl: string;
  readonly gameId: number | null;
  readonly clientSecret: string;
  readonly createdAt: string;
}

const sha256 = (text: string): Buffer => createHash("sha256").update(text).digest();

/** Compares in constant time, so the answer's timing does not tell how much of a secret was right. */
const secretMatches = (secret: string, storedHash: string): boolean => {
  const stored = Buffer.from(storedHash, "hex");
  const given = sha256(secret);
  return stored.length === given.length && timingSafeEqual(stored, given);
};

export class ThirdPartyHandoffs extends Context.Service<
  ThirdPartyHandoffs,
  {
    getRedirectUrl(
      userId: string,
      clientId: string,
    ): Effect.Effect<{ readonly redirectUrl: string }, ThirdPartyClientNotFound | SignInRequired>;
    exchangeCode(input: {
      readonly clientId: string;
      readonly clientSecret: string;
      readonly code: string;
    }): Effect.Effect<ThirdPartyTokens, ThirdPartyClientUnauthorized | HandoffCodeInvalid, Tokens>;
    createClient(
      client: NewThirdPartyClient,
    ): Effect.Effect<CreatedThirdPartyClient, RedirectUrlNotAllowed | GameNotFound>;
    /** Who the gamer of a partner token is: id and username only. */
    getPartnerGamer(
      partner: PartnerClaims,
    ): Effect.Effect<{ readonly userId: string; readonly username: string | null }, TokenDecodeFailed>;
    /** The id of quest `ref` when it is one of the partner's own game; any other is not found. */
    partnerQuestId(partner: PartnerClaims, ref: string): Effect.Effect<string, CampaignNotFound>;
  }
>()("kleos/server/services/third-party/ThirdPartyHandoffs") {
  /** `allowLoopbackHttp`: outside production, a partner under development may redirect to http on this machine. */
  static readonly layer = (options: { readonly allowLoopbackHttp: boolean }) =>
    Layer.effect(
      ThirdPartyHandoffs,
      Effect.gen(function* () {
        const clients = yield* ThirdPartyRepository;
        const users = yield* UserRepository;
        const games = yield* GameRepository;
        const listings = yield* CampaignListings;
        const now = Clock.currentTimeMillis.pipe(Effect.map((ms) => new Date(ms)));

        return ThirdPartyHandoffs.of(
          traced("ThirdPartyHandoffs", {
            getRedirectUrl: (userId: string, clientId: string) =>
              Effect.gen(function* () {
                const client = yield* clients.findClient(clientId);
                if (client === undefined) return yield* new ThirdPartyClientNotFound({ clientId });
                yield* liveUser(users, userId);
                const code = randomBytes(32).toString("base64url");
                const at = yield* now;
                yield* clients.insertHandoff({
                  codeHash: sha256(code).toString("hex"),
                  clientId,
                  userId,
                  expiresAt: new Date(at.getTime() + HANDOFF_CODE_TTL_MS),
                });
                return { redirectUrl: withHandoffCode(client.redirectUrl, code) };
              }),

            exchangeCode: ({
              clientId,
              clientSecret,
              code,
            }: {
              readonly clientId: string;
              readonly clientSecret: string;
              readonly code: string;
            }) =>
              Effect.gen(function* () {
                const client = yield* clients.findClient(clientId);
                // The secret is hashed even for an unknown client, so both refusals take as long.
                const secretRight = secretMatches(clientSecret, client?.secretHash ?? "00".repeat(32));
                if (client === undefined || !secretRight)
                  return yield* new ThirdPartyClientUnauthorized({ clientId });
                const at = yield* now;
                const handoff = yield* clients.useHandoff(sha256(code).toString("hex"), clientId, at);
                if (handoff === undefined) return yield* new HandoffCodeInvalid({ clientId });
                const user = yield* users.findById(handoff.userId);
                const madeAt = handoff.expiresAt.getTime() - HANDOFF_CODE_TTL_MS;
                // Every session ended (a deletion request) after the code was made: the code ended with them.
                if (
                  user === undefined ||
                  user.erasedAt !== null ||
                  (user.tokensValidAfter !== null && madeAt < user.tokensValidAfter.getTime())
                )
                  return yield* new HandoffCodeInvalid({ clientId });
                const partnerToken = yield* Tokens.use((service) =>
                  service.issuePartner(user, { clientId, gameId: client.gameId }),
                );
                return {
                  userId: user.id,
                  username: user.username,
                  accessToken: partnerToken.token,
                  expiresIn: Math.max(
                    1,
                    Math.floor((partnerToken.expiresAt.getTime() - at.getTime()) / 1000),
                  ),
                };
              }),

            getPartnerGamer: (partner: PartnerClaims) =>
              Effect.gen(function* () {
                const user = yield* users.findById(partner.userId);
                if (user === undefined || user.erasedAt !== null) return yield* new TokenDecodeFailed();
                return { userId: user.id, username: user.username };
              }),

            partnerQuestId: (partner: PartnerClaims, ref: string) =>
              Effect.gen(function* () {
                const listing = yield* listings.visibleQuest(ref, { userId: partner.userId, isAdmin: false });
                if (partner.gameId === null || listing.campaign.gameId !== partner.gameId)
                  return yield* new CampaignNotFound({ campaignId: ref });
                return listing.campaign.id;
              }),

            createClient: (client: NewThirdPartyClient) =>
              Effect.gen(function* () {
                if (!isAllowedRedirectUrl(client.redirectUrl, options))
                  return yield* new RedirectUrlNotAllowed({ redirectUrl: client.redirectUrl });
                const { gameId } = client;
                if (
                  gameId !== undefined &&
                  (yield* games.findByKey({ kind: "id", id: gameId })) === undefined
                )
                  return yield* new GameNotFound({ gameId: String(gameId) });
                const clientSecret = randomBytes(32).toString("base64url");
                const row = yield* clients.insertClient({
                  clientId: `kc_${randomBytes(8).toString("hex")}`,
                  name: client.name,
                  redirectUrl: client.redirectUrl,
                  secretHash: sha256(clientSecret).toString("hex"),
                  gameId: gameId ?? null,
                });
                return {
                  clientId: row.clientId,
                  name: row.name,
                  redirectUrl: row.redirectUrl,
                  gameId: row.gameId,
                  clientSecret,
                  createdAt: row.createdAt.toISOString(),
                };
              }),
          }),
        );
      }),
    );
}
