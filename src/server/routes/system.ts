import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { DependencyUnavailable } from "@/server/http/http-errors";
import { Health } from "@/server/services/system/health";

export const systemHandlers = ({ run }: AppRuntime, info: { version: string; startedAt: number }) =>
  ({
    getHealth: async () => {
      const report = await run(Health.use((health) => health.check())).catch((cause: unknown) => {
        throw new DependencyUnavailable("The database", { cause });
      });
      return {
        ...report,
        version: info.version,
        uptimeSeconds: Math.floor((Date.now() - info.startedAt) / 1000),
      };
    },
  }) satisfies Partial<Handlers>;
