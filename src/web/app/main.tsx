import "@/web/styles/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "@/web/app/provider";
import { createRouter } from "@/web/app/router";
import { createAnalytics } from "@/web/lib/analytics";

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root element");

const router = createRouter();
const analytics = createAnalytics();
// One page view per path reached (a change of query or hash alone is the same page).
let lastPath = router.state.location.pathname;
analytics.pageView(lastPath);
router.subscribe((state) => {
  if (state.location.pathname === lastPath) return;
  lastPath = state.location.pathname;
  analytics.pageView(lastPath);
});

const root = createRoot(container);
// A transition renders in slices that yield to the browser every few milliseconds, instead of one long task
// that blocks a phone's main thread for the whole first render; index.html's brand bar shows meanwhile.
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
// RouterProvider reads the router's state while rendering and subscribes to it only once committed: a route
// module that arrived in between (a sliced render spans several tasks) would be missed and leave the page
// blank. So the first render waits until the router holds the first page's route.
if (router.state.initialized) render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
