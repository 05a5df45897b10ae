import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { AYET_SIGNATURE_HEADER } from "@/server/providers/offerwall/ayet-studios";
import { Activities } from "@/server/services/activities/activities";
import { Offerwall } from "@/server/services/offerwall/offerwall";

/** The query string as it arrived: ayeT-Studios signs every parameter it sent, read or not. */
const rawQueryOf = (url: string): string => {
  const at = url.indexOf("?");
  return at === -1 ? "" : url.slice(at + 1);
};

/** The offerwall (api-spec/offerwall.yaml) and the gamer's activity feed (activities.yaml). */
export const offerwallHandlers = {
  listOffers: ({ query }, request) =>
    Offerwall.use((offerwall) => offerwall.listOffers(signedIn(request).userId, query.quest)),

  completeOffer: ({ params }, request) =>
    Offerwall.use((offerwall) => offerwall.completeOffer(signedIn(request).userId, params.offerId)),

  recordAyetStudiosPostback: ({ query }, request) => {
    const signature = request.headers[AYET_SIGNATURE_HEADER];
    return Offerwall.use((offerwall) =>
      offerwall.recordAyetStudiosPostback(
        rawQueryOf(request.url),
        query,
        typeof signature === "string" ? signature : undefined,
      ),
    );
  },

  listActivities: ({ query }, request) =>
    Activities.use((activities) =>
      activities.listActivities(signedIn(request).userId, query.cursor, query.pageLimit ?? 20),
    ),
} satisfies Partial<Handlers>;
