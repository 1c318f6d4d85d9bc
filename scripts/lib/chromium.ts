/**
 * Debian's headless Chromium, as the browser tests and `npm run screenshots` start it: where it is, the
 * flags that keep it off the network (without the background-networking flags it keeps trying hosts a
 * closed network refuses), and what counts as a request to this machine.
 */
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const hasChromium = existsSync(CHROMIUM);

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** A URL that stays on this machine (any non-network scheme such as data: or blob: counts). */
export function isLocalUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return !/^(https?|wss?):$/.test(protocol) || LOCAL_HOSTS.has(hostname);
}
