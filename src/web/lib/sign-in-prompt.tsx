import type { ReactNode } from "react";
import { Button } from "@/web/components/button";
import { EmptyState } from "@/web/components/empty-state";
import { useStartLoginFlow } from "@/web/lib/start-login-flow";

/**
 * What a guest sees where a page (or a part of one) needs a signed-in gamer: why there is nothing, and a button
 * that opens the login modal over the page. Each area says it in its own words.
 */
export const SignInPrompt = ({
  title,
  description,
  actionLabel,
  headingLevel,
}: {
  readonly title: string;
  readonly description?: ReactNode;
  readonly actionLabel: string;
  readonly headingLevel?: 1 | 2;
}) => {
  const startLogin = useStartLoginFlow();
  return (
    <EmptyState
      {...(headingLevel === undefined ? {} : { headingLevel })}
      title={title}
      {...(description === undefined ? {} : { description })}
      action={<Button onClick={startLogin}>{actionLabel}</Button>}
    />
  );
};
