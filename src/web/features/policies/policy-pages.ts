/**
 * The four policy pages of spec §2: their paths, titles and dates. The titles are messages (page chrome);
 * the bodies are English Markdown files in ./content, read at build time and loaded only when a policy is opened.
 */
import { defineMessages, type MessageDescriptor } from "react-intl";
import type { Block } from "@/web/features/policies/markdown-blocks";
import { POLICY_SLUGS, type PolicySlug } from "@/web/lib/routes";

export const isPolicySlug = (value: string): value is PolicySlug =>
  (POLICY_SLUGS as ReadonlyArray<string>).includes(value);

export const POLICY_TITLES: { readonly [Slug in PolicySlug]: MessageDescriptor } = defineMessages({
  "aml-kyc-policy": { id: "policies.titles.amlKyc", defaultMessage: "AML and KYC Policy" },
  "privacy-policy": { id: "policies.titles.privacy", defaultMessage: "Privacy Policy" },
  "risk-disclosure-policy": { id: "policies.titles.riskDisclosure", defaultMessage: "Risk Disclosure" },
  "terms-and-conditions": { id: "policies.titles.terms", defaultMessage: "Terms and Conditions" },
});

/** When each text last changed (ISO date). Change it with the text: users are told what changed and when. */
export const POLICY_UPDATED: { readonly [Slug in PolicySlug]: string } = {
  "aml-kyc-policy": "2026-11-21",
  "privacy-policy": "2026-11-21",
  "risk-disclosure-policy": "2026-11-21",
  "terms-and-conditions": "2026-11-21",
};

// One chunk per policy: a visitor of one page downloads that text only, already parsed (`?blocks`, see
// scripts/lib/markdown-blocks-plugin.ts).
const contents = import.meta.glob<ReadonlyArray<Block>>("./content/*.md", {
  query: "?blocks",
  import: "default",
});

/** A policy's text as blocks. */
export const loadPolicyBlocks = async (slug: PolicySlug): Promise<ReadonlyArray<Block>> => {
  const load = contents[`./content/${slug}.md`];
  if (load === undefined)
    throw new Error(`Policy ${slug} has no content file: add src/web/features/policies/content/${slug}.md`);
  return load();
};
