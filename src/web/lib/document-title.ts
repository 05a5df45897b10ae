import { useEffect } from "react";

/** Sets the tab title to "<page> · Kleos" while the page is shown. */
export const useDocumentTitle = (page: string | undefined) => {
  useEffect(() => {
    document.title = page === undefined || page === "" ? "Kleos" : `${page} · Kleos`;
  }, [page]);
};
