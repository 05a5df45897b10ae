import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { SiteContent } from "@/server/services/content/site-content";

export const contentHandlers = ({ run }: AppRuntime) =>
  ({
    listWebBanners: async () => ({
      items: await run(SiteContent.use((content) => content.listWebBanners())),
    }),
    listWebFooters: async () => ({
      groups: await run(SiteContent.use((content) => content.listWebFooters())),
    }),
  }) satisfies Partial<Handlers>;
