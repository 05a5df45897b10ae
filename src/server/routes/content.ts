import { Effect } from "effect";
import type { Handlers } from "@/server/http/operations";
import { SiteContent } from "@/server/services/content/site-content";

export const contentHandlers = () =>
  ({
    listWebBanners: () =>
      SiteContent.use((content) => content.listWebBanners()).pipe(Effect.map((items) => ({ items }))),
    listWebFooters: () =>
      SiteContent.use((content) => content.listWebFooters()).pipe(Effect.map((groups) => ({ groups }))),
  }) satisfies Partial<Handlers>;
