/**
 * A loopback port nobody holds now, from the kernel (bind to port 0), for a server process a
 * test starts. A random port from a fixed range collided with another suite's listener in CI.
 */
export async function freePort(): Promise<number> {
  const probe = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response() });
  const port = probe.port!;
  await probe.stop(true);
  return port;
}
