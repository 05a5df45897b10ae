import { useIntl } from "react-intl";
import { routes } from "@/web/lib/routes";
import { ButtonLink } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { useDocumentTitle } from "@/web/lib/document-title";

export const NotFoundRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage({ id: "app.notFound.title", defaultMessage: "Page not found" });
  useDocumentTitle(title);
  return (
    <EmptyState
      headingLevel={1}
      title={title}
      description={intl.formatMessage({
        id: "app.notFound.description",
        defaultMessage: "The page you were looking for does not exist or has moved.",
      })}
      action={
        <ButtonLink to={routes.home.href()}>
          {intl.formatMessage({ id: "app.notFound.home", defaultMessage: "Go home" })}
        </ButtonLink>
      }
    />
  );
};
