import type { FastifyRequest } from "fastify";
import { Effect } from "effect";
import { validateField, validationFailed } from "@/domain/errors/validation-errors";
import { mobileNumberFor, parseMobileNumber } from "@/domain/validation/phone-rules";
import { validationMessage } from "@/domain/validation/validate";
import { signedIn } from "@/server/http/authentication";
import { HttpProblem } from "@/server/http/http-errors";
import { REPLIED, type Handlers } from "@/server/http/operations";
import { SignInCodes } from "@/server/services/auth/sign-in-codes";
import { ClanChiefs } from "@/server/services/clans/clan-chiefs";
import { ClanStats } from "@/server/services/clans/clan-stats";
import { Clans } from "@/server/services/clans/clans";

/** The caller of an operation where signing in is optional. */
const callerOf = (request: FastifyRequest): string | undefined => request.auth?.userId;

/** The chief's number as a mobile number of its country (`countryCode` for one typed without `+`). */
const chiefMobileNumber = (value: string, region: string | undefined) =>
  Effect.gen(function* () {
    const number = parseMobileNumber(value, region);
    if (number === undefined)
      return yield* Effect.fail(
        validationFailed("phoneNumber", {
          ...validationMessage("validation.mobileNumber.invalid"),
          path: [],
        }),
      );
    yield* validateField(mobileNumberFor(number.region), number.national, "phoneNumber");
    return number;
  });

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

    sendClanChiefOtp: ({ body }, request) =>
      Effect.gen(function* () {
        const { userId } = signedIn(request);
        const number = yield* chiefMobileNumber(body.phoneNumber, body.countryCode);
        return yield* SignInCodes.use((codes) =>
          codes.start({
            purpose: "verify-clan-chief",
            channel: body.channel ?? "whatsapp",
            recipient: number.e164,
            dialPrefix: number.callingCode,
            userId,
            locale: body.locale ?? "en",
            ip: request.ip,
            proofOfWork: body.proofOfWork,
          }),
        );
      }),

    verifyClanChiefOtp: ({ body }, request) =>
      Effect.gen(function* () {
        const { userId } = signedIn(request);
        const challenge = yield* SignInCodes.use((codes) =>
          codes.check(body.challengeId, body.code, request.ip, ["whatsapp", "sms"], userId, [
            "verify-clan-chief",
          ]),
        );
        return yield* ClanChiefs.use((chiefs) => chiefs.saveVerifiedPhone(userId, challenge.recipient));
      }),

    getClanChief: (_input, request) =>
      ClanChiefs.use((chiefs) => chiefs.getClanChief(signedIn(request).userId)),

    updateClanChief: ({ body }, request) =>
      ClanChiefs.use((chiefs) =>
        chiefs.updateClanChief(signedIn(request).userId, {
          email: body.email,
          chiefCity: body.chiefCity,
          isCollageName: body.isCollageName,
          ...(body.collegeName === undefined ? {} : { collegeName: body.collegeName }),
        }),
      ),

    listClanImages: ({ query }) =>
      ClanChiefs.use((chiefs) =>
        chiefs.listClanImages(query.imageType, query.page ?? 1, query.pageSize ?? 12),
      ),

    getClanImage: ({ params }, _request, reply) =>
      ClanChiefs.use((chiefs) =>
        chiefs.getClanImage(params.imageType, params.imageName.replace(/\.png$/, "")),
      ).pipe(
        Effect.flatMap((png) =>
          png === undefined
            ? Effect.fail(new HttpProblem(404, "ClanImageNotFound", "Kleos has no clan picture of this name"))
            : // The same name is always drawn alike: cache it for a day.
              Effect.sync(() =>
                reply
                  .code(200)
                  .type("image/png")
                  .header("cache-control", "public, max-age=86400")
                  .send(Buffer.from(png)),
              ),
        ),
        Effect.as(REPLIED),
      ),

    getClanCampaignStats: ({ query }) => ClanStats.use((stats) => stats.getClanCampaignStats(query.clanId)),

    getClanUserCampaignParticipationStats: ({ query }) =>
      ClanStats.use((stats) => stats.getClanUserCampaignParticipationStats(query.clanId)),

    getClanMemberQuestParticipationStats: ({ query }) =>
      ClanStats.use((stats) => stats.getClanMemberQuestParticipationStats(query.clanId)),

    getClanPogScores: ({ params }) => ClanStats.use((stats) => stats.getClanPogScores(params.clanId)),
  }) satisfies Partial<Handlers>;
