/**
 * Who calls, settled before a request is validated (a `preValidation` hook per operation): a caller without a
 * token learns 401, not the details of what their body lacks. An operation that requires sign-in refuses a
 * missing or bad token; one where sign-in is optional treats a stale or bad token as "not signed in"; one whose
 * security names the `admin` role refuses a signed-in gamer without it (403 `AdminRoleRequired`).
 */
import type { FastifyRequest } from "fastify";
import { SignInRequired } from "@/domain/errors/auth-errors";
import { accessTokenOf, signedIn } from "@/server/http/authentication";
import type { AppRuntime } from "@/server/services/app-runtime";
import { Tokens } from "@/server/services/auth/tokens";
import { Admins } from "@/server/services/campaigns/admins";

export const authenticator =
  (runtime: AppRuntime, signInRequired: boolean) =>
  async (request: FastifyRequest): Promise<void> => {
    const token = accessTokenOf(request);
    if (signInRequired) {
      if (token === undefined) throw new SignInRequired();
      request.auth = await runtime.run(Tokens.use((tokens) => tokens.verifyAccess(token)));
    } else if (token !== undefined) {
      request.auth = await runtime
        .run(Tokens.use((tokens) => tokens.verifyAccess(token)))
        .catch(() => undefined);
    }
  };

/** For the admins' operations: a signed-in gamer who holds the admin role. */
export const adminAuthenticator = (runtime: AppRuntime) => {
  const signIn = authenticator(runtime, true);
  return async (request: FastifyRequest): Promise<void> => {
    await signIn(request);
    const { userId } = signedIn(request);
    await runtime.run(Admins.use((admins) => admins.requireAdmin(userId)));
  };
};

/** For the partner calls: a partner game's token only (another audience: a gamer's token is refused). */
export const partnerAuthenticator =
  (runtime: AppRuntime) =>
  async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const token = header === undefined ? undefined : /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header)?.[1];
    if (token === undefined) throw new SignInRequired();
    request.partner = await runtime.run(Tokens.use((tokens) => tokens.verifyPartner(token)));
  };
