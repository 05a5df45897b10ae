// `npm start` and `npm run dev` run the local demo. The server itself runs as production when NODE_ENV is
// unset (no dev inbox, no dev rewards, no sandbox checkout), so these scripts set NODE_ENV=development unless
// the caller chose otherwise, and say which mode it is on their first line. Plain Node with no dependencies.

const isOn = (value) => value === "true" || value === "1";
const isOff = (value) => value === "false" || value === "0";

/** The server's environment for a local run: the caller's, with NODE_ENV=development when it names none. */
export const localServerEnv = (env = process.env) => ({ ...env, NODE_ENV: env.NODE_ENV || "development" });

/** The first line of a local run: the mode, and whether the dev tools are on (as src/server/config.ts decides). */
export const modeLine = (env) => {
  const devTools = env.NODE_ENV === "development" ? !isOff(env.KLEOS_DEV_TOOLS) : isOn(env.KLEOS_DEV_TOOLS);
  const settings = env.KLEOS_DEV_TOOLS
    ? `NODE_ENV=${env.NODE_ENV}, KLEOS_DEV_TOOLS=${env.KLEOS_DEV_TOOLS}`
    : `NODE_ENV=${env.NODE_ENV}`;
  return devTools
    ? `Kleos in ${env.NODE_ENV} mode: dev inbox, dev rewards and the sandbox checkout are on (${settings}); never expose it`
    : `Kleos in ${env.NODE_ENV} mode: the dev tools are off (${settings})`;
};
