import type { FastifyRequest } from "fastify";
import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { Clans } from "@/server/services/clans/clans";

/** The caller of an operation where signing in is optional. */
const callerOf = (request: FastifyRequest): string | undefined => request.auth?.userId;

export const clanHandlers = () =>
  ({
    listClans: ({ query }) =>
      Clans.use((clans) =>
        clans.listClans({
          ...(query.search === undefined ? {} : { search: query.search }),
          ...(query.country === undefined ? {} : { countryCode: query.country }),
          pageOffset: query.pageOffset ?? 0,
          pageLimit: query.pageLimit ?? 20,
        }),
      ),

    createClan: ({ body }, request) =>
      Clans.use((clans) =>
        clans.createClan(signedIn(request).userId, {
          clanName: body.clanName,
          city: body.city,
          country: body.country,
          ...(body.clanLogo === undefined ? {} : { clanLogo: body.clanLogo }),
          ...(body.bannerImage === undefined ? {} : { bannerImage: body.bannerImage }),
          ...(body.description === undefined ? {} : { description: body.description }),
          ...(body.referrerPhoneNumber === undefined
            ? {}
            : { referrerPhoneNumber: body.referrerPhoneNumber }),
        }),
      ),

    getClanRules: () => Clans.use((clans) => clans.getClanRules()),

    getClan: ({ params }, request) => Clans.use((clans) => clans.getClan(params.clanId, callerOf(request))),

    deleteClan: ({ params }, request) =>
      Clans.use((clans) => clans.deleteClan(signedIn(request).userId, params.clanId)),

    getMyClan: (_input, request) => Clans.use((clans) => clans.getMyClan(signedIn(request).userId)),

    joinClan: ({ body }, request) =>
      Clans.use((clans) => clans.joinClan(signedIn(request).userId, body.clanId)),

    leaveClan: (_input, request) => Clans.use((clans) => clans.leaveClan(signedIn(request).userId)),
  }) satisfies Partial<Handlers>;
