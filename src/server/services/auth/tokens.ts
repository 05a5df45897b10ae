/**
 * Access and refresh tokens. Access: an ES256 JWT (`sub`, `email`, `phone_number`, as spec §3 reads them, and
 * `sid`, the sign-in it belongs to), short-lived. Refresh: 32 random bytes, stored only as a SHA-256 hash,
 * 30 days (spec §9), used once: each use answers a new pair in the same family (the same `sid`), and
 * presenting a used one again revokes the whole family (someone else holds a copy), its access tokens
 * included (SessionRevocations). Two tabs of one browser refreshing together are not a theft: the same token
 * from the same client within REFRESH_REPLAY_GRACE_MS answers the pair its first use made.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
} from "node:crypto";
import type { KeyObject } from "node:crypto";
import { Clock, Context, Deferred, Effect, Layer } from "effect";
import { SignJWT, jwtVerify, type JWTPayload } from "jose";
import { InvalidRefreshToken, TokenDecodeFailed } from "@/domain/errors/auth-errors";
import { REFRESH_COOKIE_MAX_AGE_MS } from "@/domain/constants/timings";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { UserRepository, type UserRow } from "@/server/db/repositories/user-repository";
import { traced } from "@/server/effect/traced";
import { SessionRevocations } from "@/server/services/auth/session-revocations";
import { VerifiedTokens, type VerifiedToken } from "@/server/services/auth/verified-tokens";

export type LoginMethod = "phone" | "email" | "google" | "evm" | "solana" | "telegram";

export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly accessTokenExpiresAt: Date;
  readonly refreshTokenExpiresAt: Date;
}

/** Who a partner token speaks for, and for which partner (spec §7 "Third party"). */
export interface PartnerClaims {
  readonly userId: string;
  readonly clientId: string;
  /** The partner's own game; null for a client registered without one. */
  readonly gameId: number | null;
  readonly scopes: readonly PartnerScope[];
}

/** What a partner game may read: who the gamer is, and their progress in the game's own quests. */
export type PartnerScope = "gamer:read" | "quests:read";
const PARTNER_SCOPES: readonly PartnerScope[] = ["gamer:read", "quests:read"];

export interface AccessClaims {
  readonly userId: string;
  readonly email: string | null;
  readonly phoneNumber: string | null;
}

const ISSUER = "kleos";
const AUDIENCE = "kleos";
/** Partner tokens are for another audience: no gamer operation accepts them. */
const PARTNER_AUDIENCE = "kleos-partner";
const SIGNING_KEY_SECRET = "jwt-signing-key-es256";
/** How long a refresh token shown again by the client that used it answers the same pair. */
export const REFRESH_REPLAY_GRACE_MS = 10_000;

interface RefreshResult {
  readonly tokens: SessionTokens;
  readonly user: UserRow;
  readonly loginMethod: LoginMethod;
  /** The sign-in (refresh family) the pair belongs to. */
  readonly familyId: string;
}

export const hashRefreshToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export class Tokens extends Context.Service<
  Tokens,
  {
    issue(user: UserRow, loginMethod: LoginMethod, familyId?: string): Effect.Effect<SessionTokens>;
    verifyAccess(token: string): Effect.Effect<AccessClaims, TokenDecodeFailed>;
    /** A partner token: the gamer's id for one partner client, with the partner scopes only; no refresh. */
    issuePartner(
      user: UserRow,
      client: { readonly clientId: string; readonly gameId: number | null },
    ): Effect.Effect<{ readonly token: string; readonly expiresAt: Date }>;
    verifyPartner(token: string): Effect.Effect<PartnerClaims, TokenDecodeFailed>;
    /** `client` tells one browser from another (address and user agent): only its own replay is forgiven. */
    refresh(refreshToken: string, client: string): Effect.Effect<RefreshResult, InvalidRefreshToken>;
    /** Ends the sign-in the refresh token belongs to: its refresh tokens and its access tokens. */
    revoke(refreshToken: string): Effect.Effect<void>;
    /** Ends the sign-in of a (validly signed) access token; an unreadable one is ignored. */
    revokeAccess(accessToken: string): Effect.Effect<void>;
    revokeAll(userId: string): Effect.Effect<void>;
    /** Ends every sign-in of the account (a changed phone or e-mail), access tokens included; the account stays. */
    endSignIns(userId: string): Effect.Effect<void>;
  }
>()("kleos/server/services/auth/Tokens") {
  static readonly layer = (options: {
    readonly privateKeyPem: string | undefined;
    readonly accessTtlSeconds: number;
  }) =>
    Layer.effect(
      Tokens,
      Effect.gen(function* () {
        const auth = yield* AuthRepository;
        const users = yield* UserRepository;
        const revocations = yield* SessionRevocations;
        const remembered = yield* VerifiedTokens;
        const pem =
          options.privateKeyPem ??
          (yield* auth.secret(SIGNING_KEY_SECRET, () =>
            generateKeyPairSync("ec", { namedCurve: "P-256" })
              .privateKey.export({ format: "pem", type: "pkcs8" })
              .toString(),
          ));
        const privateKey: KeyObject = createPrivateKey(pem);
        if (privateKey.asymmetricKeyType !== "ec")
          return yield* Effect.die(new Error("JWT_PRIVATE_KEY must be an EC P-256 key"));
        const publicKey = createPublicKey(privateKey);

        /** An ES256 JWT of this server for `audience`, issued at `now` (ms; `iat` counts whole seconds). */
        const sign = (claims: JWTPayload, subject: string, audience: string, now: number, expiresAt: Date) =>
          Effect.promise(() =>
            new SignJWT({ ...claims, iat_ms: now })
              .setProtectedHeader({ alg: "ES256", typ: "JWT" })
              .setSubject(subject)
              .setIssuer(ISSUER)
              .setAudience(audience)
              .setIssuedAt(Math.floor(now / 1000))
              .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
              .setJti(randomUUID())
              .sign(privateKey),
          );

        /** The claims of a token this server signed for `audience`; rejects anything else. */
        const verifiedPayload = async (
          token: string,
          audience: string,
          requiredClaims: string[],
          now: number,
        ) =>
          // Only ES256 is accepted: `alg: none` and HS256-with-the-public-key forgeries fail here.
          (
            await jwtVerify(token, publicKey, {
              algorithms: ["ES256"],
              issuer: ISSUER,
              audience,
              requiredClaims,
              currentDate: new Date(now),
            })
          ).payload;

        /** When a token was issued, to the millisecond (revoking every session compares against it). */
        const issuedAtMsOf = (payload: JWTPayload) =>
          typeof payload["iat_ms"] === "number" ? payload["iat_ms"] : (payload.iat ?? 0) * 1000;

        const issue = (user: UserRow, loginMethod: LoginMethod, familyId: string = randomUUID()) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis;
            const accessTokenExpiresAt = new Date(now + options.accessTtlSeconds * 1000);
            const refreshTokenExpiresAt = new Date(now + REFRESH_COOKIE_MAX_AGE_MS);
            const refreshToken = randomBytes(32).toString("base64url");
            const accessToken = yield* sign(
              {
                email: user.emailVerifiedAt === null ? null : user.email,
                phone_number: user.phoneVerifiedAt === null ? null : user.phoneNumber,
                login_method: loginMethod,
                sid: familyId,
              },
              user.id,
              AUDIENCE,
              now,
              accessTokenExpiresAt,
            );
            yield* auth.insertRefreshToken({
              tokenHash: hashRefreshToken(refreshToken),
              familyId,
              userId: user.id,
              loginMethod,
              expiresAt: refreshTokenExpiresAt,
            });
            return { accessToken, refreshToken, accessTokenExpiresAt, refreshTokenExpiresAt };
          });

        /** Whether an access token issued at `issuedAtMs` still stands for the account. */
        const stillStands = (userId: string, issuedAtMs: number) =>
          Effect.map(
            users.findById(userId),
            // A signature proves who issued the token, not that it still stands: every session of an
            // account ends at once on a deletion request, access tokens included.
            (user) =>
              user !== undefined &&
              user.erasedAt === null &&
              (user.tokensValidAfter === null || issuedAtMs >= user.tokensValidAfter.getTime()),
          );

        /** The claims of an access token for the site and apps. */
        const verifiedAccess = (token: string, now: number) =>
          verifiedPayload(token, AUDIENCE, ["sub", "exp", "iat", "sid"], now);

        /** The claims of an access token, verified at `now` (ms), or TokenDecodeFailed. */
        const verifiedClaims = (token: string, now: number) =>
          Effect.tryPromise({
            try: async () => {
              const payload = await verifiedAccess(token, now);
              return {
                sessionId: String(payload["sid"]),
                userId: payload.sub ?? "",
                issuedAtMs: issuedAtMsOf(payload),
                expiresAtMs: (payload.exp ?? 0) * 1000,
                email: typeof payload["email"] === "string" ? payload["email"] : null,
                phoneNumber: typeof payload["phone_number"] === "string" ? payload["phone_number"] : null,
              };
            },
            catch: () => new TokenDecodeFailed(),
          });

        /** The token's claims, unless its sign-in ended (logout, a stolen refresh token) after it was issued. */
        const unlessRevoked = (token: VerifiedToken) =>
          Effect.flatMap(revocations.isRevoked(token.sessionId), (revoked) =>
            revoked
              ? Effect.fail(new TokenDecodeFailed())
              : Effect.succeed({ userId: token.userId, email: token.email, phoneNumber: token.phoneNumber }),
          );

        /** Revokes a sign-in everywhere: its refresh tokens in the database, its access tokens in memory. */
        const endSignIn = (familyId: string, at: Date) =>
          Effect.andThen(auth.revokeFamily(familyId, at), revocations.revoke(familyId));

        /** The first use of a refresh token in the last REFRESH_REPLAY_GRACE_MS, by token hash. */
        const recentRefreshes = new Map<
          string,
          { client: string; at: number; outcome: Deferred.Deferred<RefreshResult, InvalidRefreshToken> }
        >();
        const forgetOldRefreshes = (now: number) => {
          for (const [hash, { at }] of recentRefreshes) {
            // Kept in insertion order: the first one young enough ends the walk.
            if (now - at <= REFRESH_REPLAY_GRACE_MS) break;
            recentRefreshes.delete(hash);
          }
        };
        const sessionIdOf = (result: RefreshResult) => result.familyId;

        const useRefreshToken = (tokenHash: string, now: Date) =>
          Effect.gen(function* () {
            const used = yield* auth.useRefreshToken(tokenHash, now);
            if (used === undefined) {
              const known = yield* auth.findRefreshToken(tokenHash);
              // A used token shown again: a copy is in someone else's hands, so end the whole sign-in.
              if (known?.usedAt !== null && known !== undefined) yield* endSignIn(known.familyId, now);
              return yield* new InvalidRefreshToken();
            }
            const user = yield* users.findById(used.userId);
            if (user === undefined || user.erasedAt !== null) return yield* new InvalidRefreshToken();
            const loginMethod = used.loginMethod as LoginMethod;
            const tokens = yield* issue(user, loginMethod, used.familyId);
            return { tokens, user, loginMethod, familyId: used.familyId };
          });

        return Tokens.of(
          traced("Tokens", {
            issue,
            verifyAccess: (token: string) =>
              Effect.gen(function* () {
                const now = yield* Clock.currentTimeMillis;
                const known = remembered.recall(token, now);
                if (known !== undefined) return yield* unlessRevoked(known);
                const mark = remembered.mark();
                const claims = yield* verifiedClaims(token, now);
                if (!(yield* stillStands(claims.userId, claims.issuedAtMs)))
                  return yield* new TokenDecodeFailed();
                remembered.keep(token, claims, mark);
                return yield* unlessRevoked(claims);
              }),
            refresh: (refreshToken: string, client: string) =>
              Effect.gen(function* () {
                const now = yield* Clock.currentTimeMillis;
                const tokenHash = hashRefreshToken(refreshToken);
                forgetOldRefreshes(now);
                const recent = recentRefreshes.get(tokenHash);
                if (recent !== undefined && recent.client === client)
                  return yield* Deferred.await(recent.outcome).pipe(
                    Effect.flatMap((result) =>
                      Effect.map(revocations.isRevoked(sessionIdOf(result)), (ended) => ({ ended, result })),
                    ),
                    Effect.flatMap(({ ended, result }) =>
                      ended ? Effect.fail(new InvalidRefreshToken()) : Effect.succeed(result),
                    ),
                  );
                const outcome = yield* Deferred.make<RefreshResult, InvalidRefreshToken>();
                // Before the database is asked, so a second request of this client waits for this one.
                if (recent === undefined) recentRefreshes.set(tokenHash, { client, at: now, outcome });
                const exit = yield* Effect.exit(useRefreshToken(tokenHash, new Date(now)));
                yield* Deferred.done(outcome, exit);
                return yield* exit;
              }),
            issuePartner: (
              user: UserRow,
              client: { readonly clientId: string; readonly gameId: number | null },
            ) =>
              Effect.gen(function* () {
                const now = yield* Clock.currentTimeMillis;
                const expiresAt = new Date(now + options.accessTtlSeconds * 1000);
                const token = yield* sign(
                  { client_id: client.clientId, game_id: client.gameId, scope: PARTNER_SCOPES.join(" ") },
                  user.id,
                  PARTNER_AUDIENCE,
                  now,
                  expiresAt,
                );
                return { token, expiresAt };
              }),
            verifyPartner: (token: string) =>
              Effect.gen(function* () {
                const now = yield* Clock.currentTimeMillis;
                const payload = yield* Effect.tryPromise({
                  try: () =>
                    verifiedPayload(
                      token,
                      PARTNER_AUDIENCE,
                      ["sub", "exp", "iat", "client_id", "scope"],
                      now,
                    ),
                  catch: () => new TokenDecodeFailed(),
                });
                const userId = payload.sub ?? "";
                if (!(yield* stillStands(userId, issuedAtMsOf(payload))))
                  return yield* new TokenDecodeFailed();
                const granted = String(payload["scope"]).split(" ");
                return {
                  userId,
                  clientId: String(payload["client_id"]),
                  gameId: typeof payload["game_id"] === "number" ? payload["game_id"] : null,
                  scopes: PARTNER_SCOPES.filter((scope) => granted.includes(scope)),
                };
              }),
            revoke: (refreshToken: string) =>
              Effect.gen(function* () {
                const now = new Date(yield* Clock.currentTimeMillis);
                const known = yield* auth.findRefreshToken(hashRefreshToken(refreshToken));
                if (known !== undefined) yield* endSignIn(known.familyId, now);
              }),
            revokeAccess: (accessToken: string) =>
              Effect.gen(function* () {
                const now = yield* Clock.currentTimeMillis;
                const payload = yield* Effect.promise(() =>
                  verifiedAccess(accessToken, now).catch(() => undefined),
                );
                if (payload === undefined) return;
                yield* endSignIn(String(payload["sid"]), new Date(now));
              }),
            endSignIns: (userId: string) =>
              Effect.gen(function* () {
                const now = yield* Clock.currentTimeMillis;
                const ended = yield* auth.revokeAllOfUser(userId, new Date(now));
                yield* Effect.forEach(ended, (familyId) => revocations.revoke(familyId), { discard: true });
                yield* remembered.forgetUser(userId);
              }),
            revokeAll: (userId: string) =>
              Effect.gen(function* () {
                const now = yield* Clock.currentTimeMillis;
                yield* auth.revokeAllOfUser(userId, new Date(now));
                yield* users.update(userId, { tokensValidAfter: new Date(now + 1) });
                yield* remembered.forgetUser(userId);
              }),
          }),
        );
      }),
    );
}
