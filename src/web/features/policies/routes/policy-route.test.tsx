import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { makeQueryClient } from "@/web/lib/query-client";
import type { Block, Inline } from "@/web/features/policies/markdown-blocks";
import { loadPolicyBlocks } from "@/web/features/policies/policy-pages";
import { PolicyRoute, policySlugOf } from "@/web/features/policies/routes/policy-route";
import { POLICY_SLUGS, routes } from "@/web/lib/routes";
import { renderView } from "@/web/testing/render";

const inlinesOf = (blocks: ReadonlyArray<Block>): ReadonlyArray<ReadonlyArray<Inline>> =>
  blocks.flatMap((block) => (block.type === "list" ? block.items : [block.children]));

const plainText = (nodes: ReadonlyArray<Inline>): string =>
  nodes
    .map((node) => (node.type === "text" || node.type === "code" ? node.value : plainText(node.children)))
    .join("");

const textOf = (blocks: ReadonlyArray<Block>): string => inlinesOf(blocks).map(plainText).join(" ");

const linksOf = (blocks: ReadonlyArray<Block>): string[] => {
  const hrefs: string[] = [];
  const walk = (nodes: ReadonlyArray<Inline>) => {
    for (const node of nodes) {
      if (node.type === "link") hrefs.push(node.href);
      if (node.type === "link" || node.type === "strong" || node.type === "emphasis") walk(node.children);
    }
  };
  inlinesOf(blocks).forEach(walk);
  return hrefs;
};

describe("PolicyRoute", () => {
  it("shows the policy of the path with its title, date, contents and text", async () => {
    renderView(<PolicyRoute />, { route: "/privacy-policy" });
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeTruthy();
    expect(screen.getByText("Last updated 21/Nov/26")).toBeTruthy();
    expect(document.title).toBe("Privacy Policy · Kleos");

    const section = await screen.findByRole("heading", { level: 2, name: "7. Your rights" });
    expect(section.id).toBe("7-your-rights");
    const contents = screen.getByRole("navigation", { name: "On this page" });
    expect(within(contents).getByRole("link", { name: "7. Your rights" }).getAttribute("href")).toBe(
      "#7-your-rights",
    );
    expect(screen.getByText(/Digital Personal Data Protection Act, 2023/)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "privacy@kleos.gg" })[0]?.getAttribute("href")).toBe(
      "mailto:privacy@kleos.gg",
    );
  });

  it("links the four policies and marks the current one", async () => {
    renderView(<PolicyRoute />, { route: "/terms-and-conditions/" });
    const policies = screen.getByRole("navigation", { name: "Policies" });
    const links = within(policies).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(POLICY_SLUGS.map(routes.policy.href));
    expect(
      within(policies).getByRole("link", { name: "Terms and Conditions" }).getAttribute("aria-current"),
    ).toBe("page");
    expect(await screen.findByRole("heading", { level: 2, name: "1. Who may use Kleos" })).toBeTruthy();
    expect(screen.queryByText(/This policy is published in English/)).toBeNull();
  });

  it("says so when the path names no policy", () => {
    renderView(<PolicyRoute />, { route: "/cookie-policy" });
    expect(screen.getByRole("heading", { name: "Policy not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
  });
});

describe("policySlugOf", () => {
  it("reads the first path segment", () => {
    expect(policySlugOf("/aml-kyc-policy")).toBe("aml-kyc-policy");
    expect(policySlugOf("/risk-disclosure-policy/")).toBe("risk-disclosure-policy");
    expect(policySlugOf("/")).toBeUndefined();
    expect(policySlugOf("/privacy")).toBeUndefined();
  });
});

describe("policy content", () => {
  it.each(POLICY_SLUGS)("%s has sections, no second h1, and links only to safe places", async (slug) => {
    const blocks = await loadPolicyBlocks(slug);
    const headings = blocks.filter((block) => block.type === "heading");
    expect(headings.length).toBeGreaterThanOrEqual(5);
    expect(headings.filter((heading) => heading.level === 1)).toEqual([]);
    // Everything read as plain text stays free of Markdown the pages do not support (tables, HTML).
    const text = textOf(blocks);
    expect(text).not.toMatch(/<\/?[a-z][^>]*>|\|---|\]\(/i);
    for (const href of linksOf(blocks)) {
      expect(href).toMatch(
        /^(mailto:[a-z]+@kleos\.gg|\/(aml-kyc-policy|privacy-policy|risk-disclosure-policy|terms-and-conditions|delete-user-account))$/,
      );
    }
  });

  it("covers what Kleos promised to explain", async () => {
    const all = (await Promise.all(POLICY_SLUGS.map(loadPolicyBlocks))).map(textOf).join("\n");
    for (const topic of [
      "K-Cash",
      "rKLEOS",
      "K-Points",
      "PAN",
      "Aadhaar",
      "IFSC",
      "CPF",
      "LGPD",
      "Digital Personal Data Protection Act, 2023",
      "18",
      "investment advice",
      "delete-user-account",
    ]) {
      expect(all).toContain(topic);
    }
  });
});

describe("PolicyRoute in another display language", () => {
  it("says the legal text is English and marks it as such", async () => {
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <IntlProvider locale="hi" defaultLocale="en" messages={{}} onError={() => undefined}>
          <MemoryRouter initialEntries={["/risk-disclosure-policy"]}>
            <PolicyRoute />
          </MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText(/This policy is published in English/)).toBeTruthy();
    const section = await screen.findByRole("heading", { level: 2, name: "1. No investment advice" });
    expect(section.closest("[lang]")?.getAttribute("lang")).toBe("en");
  });
});
