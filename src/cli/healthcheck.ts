import type { Config } from "../config";

const TIMEOUT_MS = 3000;

/**
 * Asks the local server for /api/status: exit 0 when it answers 200. The Docker image has
 * no shell or curl, so its HEALTHCHECK runs the executable itself.
 */
export async function healthcheckCommand(config: Config): Promise<number> {
  const wildcard = config.host === "0.0.0.0" || config.host === "::" || config.host === "";
  const host = wildcard ? "127.0.0.1" : config.host.includes(":") ? `[${config.host}]` : config.host;
  const url = `http://${host}:${config.port}/api/status`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (res.status === 200) return 0;
    console.error(`unhealthy: ${url} answered ${res.status}`);
  } catch (error) {
    console.error(`unhealthy: ${url}: ${(error as Error).message}`);
  }
  return 1;
}
