import { Effect } from "effect";
import type { FastifyRequest } from "fastify";
import type { Config } from "@/server/config";
import { originOf, signedIn } from "@/server/http/authentication";
import { streamVersions } from "@/server/http/event-stream";
import type { Handlers } from "@/server/http/operations";
import { Admins } from "@/server/services/campaigns/admins";
import { Kyc } from "@/server/services/kyc/kyc";
import { KycEvents } from "@/server/services/kyc/kyc-events";

/** Where DigiLocker sends the gamer back when the request names no page: the wallet's KYC page. */
const DEFAULT_RETURN_PATH = "/wallet/kyc";

const rawBodyOf = (request: FastifyRequest): Buffer => {
  if (request.rawBody === undefined) throw new Error(`No raw body was kept for ${request.url}`);
  return request.rawBody;
};

const admin = (request: FastifyRequest) => {
  const { userId } = signedIn(request);
  return Effect.as(
    Admins.use((admins) => admins.requireAdmin(userId)),
    userId,
  );
};

export const kycHandlers = ({ config }: { readonly config: Pick<Config, "publicUrl"> }) =>
  ({
    getKycStatus: (_input, request) => Kyc.use((kyc) => kyc.getKycStatus(signedIn(request).userId)),

    verifyPan: ({ body }, request) =>
      Kyc.use((kyc) =>
        kyc.verifyPan(signedIn(request).userId, {
          pan: body.pan,
          name: body.name,
          withAadhaar: body.withAadhaar ?? true,
        }),
      ),

    verifyAadhaar: ({ body }, request) =>
      Kyc.use((kyc) =>
        kyc.verifyAadhaar(
          signedIn(request).userId,
          `${originOf(request, config.publicUrl)}${body?.returnPath ?? DEFAULT_RETURN_PATH}`,
        ),
      ),

    verifyBank: ({ body }, request) =>
      Kyc.use((kyc) => kyc.verifyBank(signedIn(request).userId, body, false)),

    updateBank: ({ body }, request) => Kyc.use((kyc) => kyc.verifyBank(signedIn(request).userId, body, true)),

    verifyCpf: ({ body }, request) => Kyc.use((kyc) => kyc.verifyCpf(signedIn(request).userId, body)),

    verifyPixKey: ({ body }, request) => Kyc.use((kyc) => kyc.verifyPixKey(signedIn(request).userId, body)),

    getKycVerificationStatus: ({ params }, request, reply) => {
      const { userId } = signedIn(request);
      return streamVersions(reply, {
        event: "status",
        read: Kyc.use((kyc) => kyc.getKycVerification(userId, params.verificationId)).pipe(
          Effect.map(({ version, settled, ...event }) => ({ id: version, data: event, last: settled })),
        ),
        listen: (notify) => KycEvents.use((events) => events.listen(params.verificationId, notify)),
      });
    },

    claimKycBonus: (_input, request) => Kyc.use((kyc) => kyc.claimKycBonus(signedIn(request).userId)),

    recordCashfreeEvent: (_input, request) =>
      Kyc.use((kyc) => kyc.receiveWebhook(rawBodyOf(request), request.headers)),

    listKycReviews: ({ query }, request) =>
      Effect.flatMap(admin(request), () => Kyc.use((kyc) => kyc.listKycReviews(query ?? {}))),

    reviewKycCheck: ({ params, body }, request) =>
      Effect.flatMap(admin(request), (adminId) =>
        Kyc.use((kyc) => kyc.reviewKycCheck(adminId, params.checkId, body.decision, body.note)),
      ),
  }) satisfies Partial<Handlers>;
