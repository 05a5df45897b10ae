/**
 * The Steam and Telegram simulator's controls (`/api/dev/simulator/steam-telegram`, development only). They are
 * dev tools outside the contract, so they are called with plain fetch; a server without the simulator answers
 * 404 and the section says the simulator is off.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export const SIMULATOR_BASE = "/api/dev/simulator/steam-telegram";

export interface SimulatorState {
  readonly steamSimulated: boolean;
  readonly telegramSimulated: boolean;
  readonly steamUsers: ReadonlyArray<{
    readonly steamId: string;
    readonly personaName: string;
    readonly publicProfile: boolean;
    readonly games: ReadonlyArray<{ readonly appId: number; readonly minutes: number }>;
  }>;
  readonly telegramChats: ReadonlyArray<{
    readonly channel: string;
    readonly botIsAdmin: boolean;
    readonly members: ReadonlyArray<{ readonly telegramId: string; readonly status: string }>;
  }>;
}

const call = async <T>(path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${SIMULATOR_BASE}${path}`, {
    method: body === undefined ? "GET" : "POST",
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
};

export const simulatorRequests = {
  state: () => call<SimulatorState>("/state"),
  steamSignIn: (input: {
    readonly checkidQuery: string;
    readonly approve: boolean;
    readonly steamId?: string;
    readonly personaName?: string;
  }) => call<{ redirectUrl: string }>("/steam/sign-in", input),
  setSteamUser: (input: {
    readonly steamId: string;
    readonly personaName?: string;
    readonly publicProfile?: boolean;
    readonly appId?: number;
    readonly minutes?: number | null;
  }) => call<SimulatorState>("/steam/users", input),
  setMember: (input: { readonly channel: string; readonly telegramId: string; readonly status: string }) =>
    call<SimulatorState>("/telegram/members", input),
  setBotAdmin: (input: { readonly channel: string; readonly botIsAdmin: boolean }) =>
    call<SimulatorState>("/telegram/bot-admin", input),
};

const STATE_KEY = ["dev", "steam-telegram-simulator"] as const;

export const useSimulatorState = () =>
  useQuery({ queryKey: STATE_KEY, queryFn: simulatorRequests.state, retry: false, refetchInterval: 3000 });

/** A simulator change; the answer is the simulator's new state. */
export const useSimulatorChange = <Input>(change: (input: Input) => Promise<SimulatorState>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (state) => queryClient.setQueryData(STATE_KEY, state),
  });
};
