import { useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { formatDate } from "@/domain/format/time-format";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { MarkdownView } from "@/web/features/policies/components/markdown-view";
import * as styles from "@/web/features/policies/components/policy-page.css";
import { POLICY_TITLES, POLICY_UPDATED, loadPolicyBlocks } from "@/web/features/policies/policy-pages";
import { useDocumentTitle } from "@/web/lib/document-title";
import { POLICY_SLUGS, routes, type PolicySlug } from "@/web/lib/routes";
import { visuallyHidden } from "@/web/styles/utilities.css";

/**
 * One policy: its title, date, contents and text, with links to the other policies.
 * The body stays English in every display language for now: it is legal text, and a translation needs a
 * lawyer's review before it may bind anyone. The page around it (title, date, notices) is translated.
 */
export const PolicyPage = ({ slug }: { slug: PolicySlug }) => {
  const intl = useIntl();
  const title = intl.formatMessage(POLICY_TITLES[slug]);
  useDocumentTitle(title);

  const source = useQuery({
    queryKey: ["policies", slug],
    queryFn: () => loadPolicyBlocks(slug),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const blocks = source.data ?? [];
  const sections = blocks.flatMap((block) =>
    block.type === "heading" && block.level <= 2 ? [{ id: block.id, text: block.text }] : [],
  );
  const english = intl.locale.split("-")[0] === "en";

  return (
    <article className={styles.page} aria-labelledby="policy-title">
      <header className={styles.header}>
        <h1 id="policy-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.meta}>
          {intl.formatMessage(
            { id: "policies.page.lastUpdated", defaultMessage: "Last updated {date}" },
            {
              date: formatDate(`${POLICY_UPDATED[slug]}T00:00:00Z`, { locale: intl.locale, timeZone: "UTC" }),
            },
          )}
        </p>
        {english ? null : (
          <p className={styles.notice} lang={intl.locale}>
            {intl.formatMessage({
              id: "policies.page.englishOnly",
              defaultMessage:
                "This policy is published in English. If a translation of the site differs from it, the English text applies.",
            })}
          </p>
        )}
      </header>

      <div className={styles.body} lang="en">
        {source.isPending ? (
          <div className={styles.loading} role="status">
            <span className={visuallyHidden}>
              {intl.formatMessage({ id: "policies.page.loading", defaultMessage: "Loading the policy…" })}
            </span>
            <Skeleton blockSize="1.5rem" inlineSize="40%" />
            <Skeleton blockSize="5rem" />
            <Skeleton blockSize="5rem" />
          </div>
        ) : source.isError ? (
          <EmptyState
            role="alert"
            title={intl.formatMessage({
              id: "policies.page.loadError",
              defaultMessage: "This policy could not be loaded",
            })}
            description={intl.formatMessage({
              id: "policies.page.loadErrorDescription",
              defaultMessage: "Check your connection and try again.",
            })}
            action={
              <Button onClick={() => void source.refetch()}>
                {intl.formatMessage({ id: "policies.page.retry", defaultMessage: "Try again" })}
              </Button>
            }
          />
        ) : (
          <MarkdownView blocks={blocks} />
        )}
      </div>

      <aside className={styles.aside}>
        {sections.length === 0 ? null : (
          <nav aria-labelledby="policy-contents">
            <h2 id="policy-contents" className={styles.navTitle}>
              {intl.formatMessage({ id: "policies.page.contents", defaultMessage: "On this page" })}
            </h2>
            <ol className={styles.navList} lang="en">
              {sections.map((section) => (
                <li key={section.id}>
                  <a className={styles.navLink} href={`#${section.id}`}>
                    {section.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <nav aria-labelledby="policy-others">
          <h2 id="policy-others" className={styles.navTitle}>
            {intl.formatMessage({ id: "policies.page.allPolicies", defaultMessage: "Policies" })}
          </h2>
          <ul className={styles.navList}>
            {POLICY_SLUGS.map((other) => (
              <li key={other}>
                <Link
                  className={styles.navLink}
                  to={routes.policy.href(other)}
                  {...(other === slug ? { "aria-current": "page" as const } : {})}
                >
                  {intl.formatMessage(POLICY_TITLES[other])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </article>
  );
};
