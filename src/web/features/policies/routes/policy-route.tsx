import { useIntl } from "react-intl";
import { pageNameOf } from "@/domain/analytics/page-name";
import { useLocation } from "react-router";
import { ButtonLink } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { PolicyPage } from "@/web/features/policies/components/policy-page";
import { isPolicySlug } from "@/web/features/policies/policy-pages";
import { useDocumentTitle } from "@/web/lib/document-title";
import { routes, type PolicySlug } from "@/web/lib/routes";

/** The policy named by the first path segment (`/privacy-policy`, `/terms-and-conditions/`). */
export const policySlugOf = (pathname: string): PolicySlug | undefined => {
  const pageName = pageNameOf(pathname);
  return isPolicySlug(pageName) ? pageName : undefined;
};

const UnknownPolicy = () => {
  const intl = useIntl();
  const title = intl.formatMessage({ id: "policies.route.notFound", defaultMessage: "Policy not found" });
  useDocumentTitle(title);
  return (
    <EmptyState
      headingLevel={1}
      title={title}
      description={intl.formatMessage({
        id: "policies.route.notFoundDescription",
        defaultMessage: "There is no policy at this address.",
      })}
      action={
        <ButtonLink to={routes.home.href()}>
          {intl.formatMessage({ id: "policies.route.home", defaultMessage: "Go home" })}
        </ButtonLink>
      }
    />
  );
};

/** Route module of the four policy pages: one component, the page chosen by the path. */
export const PolicyRoute = () => {
  const { pathname } = useLocation();
  const slug = policySlugOf(pathname);
  // keyed by slug: moving between policies starts the new page at its own state, not the previous one's.
  return slug === undefined ? <UnknownPolicy /> : <PolicyPage key={slug} slug={slug} />;
};
