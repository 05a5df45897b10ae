import { useContext, useEffect } from "react";
import { defineMessages, useIntl } from "react-intl";
import { UNSAFE_DataRouterContext, useBlocker, type Location } from "react-router";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";

const messages = defineMessages({
  title: { id: "components.unsavedChanges.title", defaultMessage: "Discard changes?" },
  description: {
    id: "components.unsavedChanges.description",
    defaultMessage: "You have changes that are not saved yet. If you leave this page, they are lost.",
  },
  stay: { id: "components.unsavedChanges.stay", defaultMessage: "Stay and keep editing" },
  leave: { id: "components.unsavedChanges.leave", defaultMessage: "Discard and leave" },
});

/** A move to another page (another path or query); a change of the hash alone keeps the form where it is. */
const leavesPage = (current: Location, next: Location): boolean =>
  current.pathname !== next.pathname || current.search !== next.search;

/** The saved/unsaved-changes modal of spec §2, over a navigation inside the site that it holds back. */
const NavigationBlocker = ({ when }: { readonly when: boolean }) => {
  const intl = useIntl();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && leavesPage(currentLocation, nextLocation),
  );
  // A blocker left "blocked" after the form became clean (saved meanwhile) lets the navigation go on.
  useEffect(() => {
    if (blocker.state === "blocked" && !when) blocker.proceed();
  }, [blocker, when]);
  const stay = () => {
    if (blocker.state === "blocked") blocker.reset();
  };
  return (
    <Dialog
      open={blocker.state === "blocked"}
      onClose={stay}
      size="sm"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      footer={
        <>
          <Button tone="secondary" onClick={stay}>
            {intl.formatMessage(messages.stay)}
          </Button>
          <Button
            onClick={() => {
              if (blocker.state === "blocked") blocker.proceed();
            }}
          >
            {intl.formatMessage(messages.leave)}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
};

/**
 * Guards a form's edits (`when`: the form holds changes not saved yet): a link or Back inside the site asks
 * "Discard changes?" first (stay, or discard and leave), and closing or reloading the tab asks the browser's own
 * question (`beforeunload`, whose text browsers choose). Navigations are only held back under the app's data
 * router; elsewhere (a view rendered alone) only the tab is guarded.
 */
export const UnsavedChangesGuard = ({ when }: { readonly when: boolean }) => {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);
  return dataRouter === null ? null : <NavigationBlocker when={when} />;
};
