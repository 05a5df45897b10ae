/**
 * The admin analytics' operations for the suites that hold every operation against the contract: one request
 * that succeeds, and how to provoke each documented error.
 */
import type { InjectOptions } from "fastify";
import type { OperationId } from "@/server/http/operations";
import { signInAsAdmin } from "@/server/testing/campaigns";
import { sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = (testApp: TestApp) => Promise<InjectOptions>;

type AnalyticsOperationId = Extract<OperationId, "getAnalyticsSummary">;

const withSession =
  (signIn: (testApp: TestApp) => Promise<TestSession>, url: string): Recipe =>
  async (testApp) => ({ method: "GET", url, headers: (await signIn(testApp)).authorization });

const admin = (url: string) => withSession(signInAsAdmin, url);
const gamer = (url: string) => withSession((testApp) => sessionByPhone(testApp), url);

export const ANALYTICS_REQUESTS: { readonly [K in AnalyticsOperationId]: Recipe } = {
  getAnalyticsSummary: admin(
    "/api/admin/analytics/summary?from=2026-11-01&to=2026-11-28&country=IN&language=hi",
  ),
};

export const ANALYTICS_PROVOCATIONS: {
  readonly [K in AnalyticsOperationId]?: Partial<Record<number, Recipe | { request: Recipe; code: string }>>;
} = {
  getAnalyticsSummary: {
    400: admin("/api/admin/analytics/summary?from=2026-11-01&to=yesterday"),
    403: {
      code: "AdminRoleRequired",
      request: gamer("/api/admin/analytics/summary?from=2026-11-01&to=2026-11-28"),
    },
    422: {
      code: "AnalyticsRangeInvalid",
      request: admin("/api/admin/analytics/summary?from=2026-11-28&to=2026-11-01"),
    },
  },
};
