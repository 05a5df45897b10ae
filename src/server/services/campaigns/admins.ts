/**
 * The admin role: an `admin` row in `user_roles`. The first admins come from config: an account whose verified
 * e-mail or phone is in KLEOS_ADMIN_EMAILS / KLEOS_ADMIN_PHONES gets the row the first time it is checked, so
 * the role outlives a later change of the lists only through the table (an admin removes it there).
 */
import { Context, Effect, Layer } from "effect";
import { AdminRoleRequired } from "@/domain/errors/campaign-errors";
import { CampaignRepository } from "@/server/db/repositories/campaign-repository";
import { traced } from "@/server/effect/traced";

export const ADMIN_ROLE = "admin";

export interface AdminOptions {
  /** Lower-case e-mail addresses. */
  readonly adminEmails: readonly string[];
  /** E.164 phone numbers. */
  readonly adminPhones: readonly string[];
}

export class Admins extends Context.Service<
  Admins,
  {
    isAdmin(userId: string): Effect.Effect<boolean>;
    /** Fails with AdminRoleRequired unless `userId` is an admin. */
    requireAdmin(userId: string): Effect.Effect<void, AdminRoleRequired>;
  }
>()("kleos/server/services/campaigns/Admins") {
  static readonly layer = (options: AdminOptions) =>
    Layer.effect(
      Admins,
      Effect.gen(function* () {
        const campaigns = yield* CampaignRepository;
        const isAdmin = (userId: string) =>
          Effect.gen(function* () {
            if (yield* campaigns.hasRole(userId, ADMIN_ROLE)) return true;
            if (options.adminEmails.length === 0 && options.adminPhones.length === 0) return false;
            const contacts = yield* campaigns.verifiedContacts(userId);
            const listed =
              (contacts?.email != null && options.adminEmails.includes(contacts.email.toLowerCase())) ||
              (contacts?.phoneNumber != null && options.adminPhones.includes(contacts.phoneNumber));
            if (listed) yield* campaigns.grantRole(userId, ADMIN_ROLE);
            return listed;
          });
        return Admins.of(
          traced("Admins", {
            isAdmin,
            requireAdmin: (userId: string) =>
              Effect.flatMap(isAdmin(userId), (admin) =>
                admin ? Effect.void : Effect.fail(new AdminRoleRequired()),
              ),
          }),
        );
      }),
    );
}
