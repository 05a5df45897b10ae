/**
 * react-query hook for the admin analytics (api-spec/analytics.yaml, getAnalyticsSummary): the figures of a
 * range of UTC days, narrowed to a country and a language. Answers 403 `AdminRoleRequired` to a non-admin.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { components, paths } from "#generated/api";
import { unwrap, withSignal, type ApiClient } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

export type AnalyticsSummary = components["schemas"]["AnalyticsSummary"];
export type AnalyticsBreakdownRow = components["schemas"]["AnalyticsBreakdownRow"];
export type AnalyticsSummaryQuery = paths["/api/admin/analytics/summary"]["get"]["parameters"]["query"];

export const analyticsRequests = {
  getAnalyticsSummary: async (client: ApiClient, query: AnalyticsSummaryQuery, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/admin/analytics/summary", { params: { query }, ...withSignal(signal) })),
};

export const useAnalyticsSummary = (query: AnalyticsSummaryQuery) => {
  const client = useApiClient();
  return useQuery({
    queryKey: ["admin", "analytics", query] as const,
    queryFn: ({ signal }) => analyticsRequests.getAnalyticsSummary(client, query, signal),
    placeholderData: keepPreviousData,
  });
};
