/**
 * The local provider simulator's fake world (X and Discord), present only in development without those
 * providers' credentials: the dev routes read and change it (`/api/dev/providers`), the simulator page plays
 * the provider's side with them. Absent everywhere else, where those routes answer 404.
 */
import { Context, Layer } from "effect";
import type { FakeSocialWorld } from "@/server/providers/social/fake-social-world";

export class ProviderSimulator extends Context.Service<
  ProviderSimulator,
  { readonly world: FakeSocialWorld | undefined }
>()("kleos/server/services/social/ProviderSimulator") {
  static readonly layer = (world: FakeSocialWorld | undefined) =>
    Layer.succeed(ProviderSimulator, ProviderSimulator.of({ world }));
}
