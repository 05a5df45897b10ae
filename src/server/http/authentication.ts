/**
 * Who is calling: the access token from `Authorization: Bearer` (apps) or the `accessToken` cookie (the site),
 * and the session cookies the site keeps its tokens in.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  SESSION_HINT_COOKIE,
} from "@/domain/constants/session-cookies";
import { REFRESH_COOKIE_MAX_AGE_MS } from "@/domain/constants/timings";
import { SignInRequired } from "@/domain/errors/auth-errors";
import type { AccessClaims, PartnerClaims, SessionTokens } from "@/server/services/auth/tokens";

declare module "fastify" {
  interface FastifyRequest {
    /** Set for operations that require sign-in, once the access token is verified. */
    auth: AccessClaims | undefined;
    /** Set for the partner calls, once a partner game's token is verified. */
    partner: PartnerClaims | undefined;
  }
}

export const accessTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header);
    return match?.[1];
  }
  return request.cookies[ACCESS_COOKIE];
};

export const refreshTokenOf = (
  request: FastifyRequest,
  body: { readonly refreshToken?: string } | undefined,
) => body?.refreshToken ?? request.cookies[REFRESH_COOKIE];

/** The verified partner game of a partner call. */
export const partnerCaller = (request: FastifyRequest): PartnerClaims => {
  if (request.partner === undefined) throw new SignInRequired();
  return request.partner;
};

/** The verified caller of an operation that requires sign-in. */
export const signedIn = (request: FastifyRequest): AccessClaims => {
  if (request.auth === undefined) throw new SignInRequired();
  return request.auth;
};

/** The site asks with `source: website` (spec §6); it keeps tokens in HttpOnly cookies, never in script. */
export const isWebsite = (request: FastifyRequest): boolean => request.headers["source"] === "website";

const COOKIE_BASE = { path: "/", secure: true, sameSite: "lax" } as const;
const REFRESH_COOKIE_BASE = { ...COOKIE_BASE, path: REFRESH_COOKIE_PATH, httpOnly: true } as const;

export const setSessionCookies = (reply: FastifyReply, tokens: SessionTokens): void => {
  const accessMaxAge = Math.max(1, Math.floor((tokens.accessTokenExpiresAt.getTime() - Date.now()) / 1000));
  reply
    .setCookie(ACCESS_COOKIE, tokens.accessToken, { ...COOKIE_BASE, httpOnly: true, maxAge: accessMaxAge })
    .setCookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...REFRESH_COOKIE_BASE,
      maxAge: Math.floor(REFRESH_COOKIE_MAX_AGE_MS / 1000),
    })
    .setCookie(SESSION_HINT_COOKIE, "1", {
      ...COOKIE_BASE,
      httpOnly: false,
      maxAge: Math.floor(REFRESH_COOKIE_MAX_AGE_MS / 1000),
    });
};

/** Clears the cookies with an expiry in the past (spec §9). */
export const clearSessionCookies = (reply: FastifyReply): void => {
  const past = { ...COOKIE_BASE, expires: new Date(0) };
  reply
    .setCookie(ACCESS_COOKIE, "", { ...past, httpOnly: true })
    .setCookie(REFRESH_COOKIE, "", { ...REFRESH_COOKIE_BASE, expires: new Date(0) })
    .setCookie(SESSION_HINT_COOKIE, "", { ...past, httpOnly: false });
};

/** The site's public origin, for messages and redirects: configured, or the one the request came to. */
export const originOf = (request: FastifyRequest, publicUrl: string | undefined): string =>
  publicUrl ?? `${request.protocol}://${request.host}`;
