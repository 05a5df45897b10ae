/**
 * Connecting X or Discord, wherever the site offers it (the profile's connected accounts, an X or Discord task):
 * the "social connect loading" modal while the browser is sent to the provider, and, back on the page the
 * connect started from (`?connect=ok|failed&provider=…&reason=…`), a toast or the "social connect error"
 * modal. Disconnecting answers the new statuses into the profile query.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import type { components } from "#generated/api";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { useToast } from "@/web/components/toast";
import { unwrap, withSignal, type ApiClient } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { plainMessages } from "@/web/lib/plain-messages";
import { profileKeys, type UserProfile } from "@/web/lib/queries/profile-queries";

export type ConnectProvider = components["schemas"]["ConnectableProvider"];
/** What `disconnect` unlinks: the connected providers and Steam. */
export type DisconnectProvider = components["schemas"]["DisconnectableProvider"];

const PROVIDER_NAMES: Record<ConnectProvider, string> = { twitter: "X", discord: "Discord" };

export const providerNameOf = (provider: ConnectProvider): string => PROVIDER_NAMES[provider];

const messages = plainMessages(
  defineMessages({
    loadingTitle: { id: "social.connect.loadingTitle", defaultMessage: "Connecting {provider}" },
    loadingBody: {
      id: "social.connect.loadingBody",
      defaultMessage: "Taking you to {provider} to allow Kleos to read your activity there…",
    },
    errorTitle: { id: "social.connect.errorTitle", defaultMessage: "{provider} was not connected" },
    denied: {
      id: "social.connect.denied",
      defaultMessage: "You did not allow Kleos on {provider}. Connect again and choose Authorize.",
    },
    state: {
      id: "social.connect.state",
      defaultMessage: "This connect expired or was started in another browser. Start it again from here.",
    },
    linked: {
      id: "social.connect.linked",
      defaultMessage: "This {provider} account is already linked to another Kleos account.",
    },
    upstream: {
      id: "social.connect.upstream",
      defaultMessage: "{provider} could not be reached. Try again in a few minutes.",
    },
    startFailed: {
      id: "social.connect.startFailed",
      defaultMessage: "{provider} cannot be connected right now. Try again later.",
    },
    connected: { id: "social.connect.connected", defaultMessage: "Your {provider} account is connected" },
    close: { id: "social.connect.close", defaultMessage: "Close" },
    tryAgain: { id: "social.connect.tryAgain", defaultMessage: "Try again" },
  }),
);

/** The social calls, as the hooks make them. */
export const socialRequests = {
  getStatuses: async (client: ApiClient) => unwrap(await client.GET("/api/social-auth/status")),
  startConnect: async (client: ApiClient, provider: ConnectProvider, returnTo: string) =>
    unwrap(await client.POST("/api/social-auth", { body: { provider, returnTo } })),
  disconnect: async (client: ApiClient, provider: DisconnectProvider) =>
    unwrap(await client.POST("/api/social-auth/disconnect", { body: { provider } })),
};

type FailureReason = "denied" | "state" | "linked" | "upstream" | "startFailed";

const isProvider = (value: string | null): value is ConnectProvider =>
  value === "twitter" || value === "discord";

/** The accounts this server lets a gamer connect (configured, or simulated in development). */
export const useConnectableProviders = (): readonly ConnectProvider[] => {
  const client = useApiClient();
  const methods = useQuery({
    queryKey: ["auth", "methods"],
    queryFn: async ({ signal }) =>
      unwrap(await client.GET("/api/authentication/methods", withSignal(signal))),
    staleTime: 5 * 60_000,
  });
  return methods.data?.socialConnect ?? [];
};

/** The "social connect error" modal's content for a failed connect. */
const SocialConnectError = ({
  provider,
  reason,
  onClose,
  onRetry,
}: {
  readonly provider: ConnectProvider | undefined;
  readonly reason: FailureReason;
  readonly onClose: () => void;
  readonly onRetry: (() => void) | undefined;
}) => {
  const intl = useIntl();
  const name = provider === undefined ? "X / Discord" : providerNameOf(provider);
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={intl.formatMessage(messages.errorTitle, { provider: name })}
      footer={
        <>
          <Button tone="ghost" onClick={onClose}>
            {intl.formatMessage(messages.close)}
          </Button>
          {onRetry === undefined ? null : (
            <Button onClick={onRetry}>{intl.formatMessage(messages.tryAgain)}</Button>
          )}
        </>
      }
    >
      <p role="alert">{intl.formatMessage(messages[reason], { provider: name })}</p>
    </Dialog>
  );
};

/**
 * Connects X or Discord: `connect(provider)` shows the loading modal and sends the browser to the provider
 * (it comes back to this page); `modals` is what to render (the loading or the error modal).
 */
export const useSocialConnect = () => {
  const intl = useIntl();
  const client = useApiClient();
  const location = useLocation();
  const [failed, setFailed] = useState<ConnectProvider | undefined>(undefined);
  const start = useMutation({
    mutationFn: async (provider: ConnectProvider) => {
      // A cheap signed-in call first: a stale access token is refreshed here, before the connect needs it.
      await socialRequests.getStatuses(client);
      return socialRequests.startConnect(client, provider, `${location.pathname}${location.search}`);
    },
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
    onError: (_error, provider) => setFailed(provider),
  });
  const pending = start.isPending || start.isSuccess ? start.variables : undefined;
  const modals =
    pending !== undefined ? (
      <Dialog
        open
        size="sm"
        dismissible={false}
        onClose={() => undefined}
        title={intl.formatMessage(messages.loadingTitle, { provider: providerNameOf(pending) })}
      >
        <p role="status">{intl.formatMessage(messages.loadingBody, { provider: providerNameOf(pending) })}</p>
      </Dialog>
    ) : failed !== undefined ? (
      <SocialConnectError
        provider={failed}
        reason="startFailed"
        onClose={() => setFailed(undefined)}
        onRetry={undefined}
      />
    ) : null;
  return {
    connect: (provider: ConnectProvider) => start.mutate(provider),
    busy: pending !== undefined,
    modals,
  };
};

/** Disconnects X or Discord; the profile shows the statuses the server answered. */
export const useSocialDisconnect = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: DisconnectProvider) => socialRequests.disconnect(client, provider),
    onSuccess: (socialStatuses) =>
      queryClient.setQueryData<UserProfile>(profileKeys.me, (profile) =>
        profile === undefined ? profile : { ...profile, socialStatuses },
      ),
  });
};

/**
 * Back from a connect (`?connect=…`): a toast when it worked (and the profile read again), the "social connect
 * error" modal when not. The parameters leave the address once seen. Placed once, in the layout.
 */
export const SocialConnectOutcome = () => {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const connectAgain = useSocialConnect();
  const params = new URLSearchParams(location.search);
  const outcome = params.get("connect");
  const providerParam = params.get("provider");
  const provider = isProvider(providerParam) ? providerParam : undefined;
  const reasonParam = params.get("reason");
  const reason: FailureReason =
    reasonParam === "denied" || reasonParam === "linked" || reasonParam === "upstream"
      ? reasonParam
      : "state";

  const forget = () => {
    const rest = new URLSearchParams(location.search);
    for (const key of ["connect", "provider", "reason"]) rest.delete(key);
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search === "" ? "" : `?${search}` },
      { replace: true },
    );
  };

  useEffect(() => {
    if (outcome !== "ok") return;
    void queryClient.invalidateQueries({ queryKey: profileKeys.me });
    if (provider !== undefined)
      toast.show({
        tone: "success",
        message: intl.formatMessage(messages.connected, { provider: providerNameOf(provider) }),
      });
    forget();
    // Once per arrival with the parameter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  if (outcome !== "failed") return connectAgain.modals;
  return (
    <SocialConnectError
      provider={provider}
      reason={reason}
      onClose={forget}
      onRetry={
        provider === undefined || reason === "linked"
          ? undefined
          : () => {
              forget();
              connectAgain.connect(provider);
            }
      }
    />
  );
};
