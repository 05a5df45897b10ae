import { useIntl } from "react-intl";
import { useNavigate, useRouteError } from "react-router";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";

/** Shown when a page fails to load or render; "Try again" reloads the page's route. */
export const RouteError = () => {
  const intl = useIntl();
  const error = useRouteError();
  const navigate = useNavigate();
  console.error(error);
  return (
    <EmptyState
      headingLevel={1}
      role="alert"
      title={intl.formatMessage({ id: "app.error.title", defaultMessage: "Something went wrong" })}
      description={intl.formatMessage({
        id: "app.error.description",
        defaultMessage: "This page could not be shown. Check your connection and try again.",
      })}
      action={
        <Button onClick={() => navigate(0)}>
          {intl.formatMessage({ id: "app.error.retry", defaultMessage: "Try again" })}
        </Button>
      }
    />
  );
};
