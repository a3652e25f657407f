/**
 * A PostgreSQL server for the benchmarks (PARLEY_BENCH_DATABASE_URL, or a throwaway one from
 * scripts/postgres.ts), and seeded rooms moved into databases of their own on it with
 * `parley move-to-postgres`, as an operator would move one.
 */
import { SQL } from "bun";
import { resolve } from "node:path";
import { startTestPostgres } from "../scripts/postgres";

/** The IP-hash key every benchmark server on PostgreSQL is given (DATABASE_URL needs one). */
export const BENCH_IP_HASH_KEY = "bench-ip-hash-key-0123456789abcdefghij";

export interface BenchPostgres {
  /** The room file `sqlite` moved into a new database named after `label`: its URL, and how to drop it. */
  movedRoom(sqlite: string, label: string): Promise<{ url: string; drop(): Promise<void> }>;
  stop(): Promise<void>;
}

export async function benchPostgres(): Promise<BenchPostgres> {
  const given = process.env.PARLEY_BENCH_DATABASE_URL;
  const throwaway = given ? null : await startTestPostgres();
  const base = given ?? throwaway!.url;
  const admin = new SQL({ url: base, max: 1 });
  return {
    async movedRoom(sqlite, label) {
      const name = `parley_${label}_${Date.now().toString(36)}`;
      await admin.unsafe(`CREATE DATABASE ${name}`);
      const drop = async () => void (await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      const url = new URL(base);
      url.pathname = `/${name}`;
      const moved = Bun.spawnSync([process.execPath, resolve("src/index.ts"), "move-to-postgres"], {
        env: { ...process.env, DB_PATH: sqlite, DATABASE_URL: url.toString(), IP_HASH_KEY: BENCH_IP_HASH_KEY },
      });
      if (moved.exitCode !== 0) {
        await drop();
        throw new Error(`move-to-postgres failed: ${moved.stderr}`);
      }
      return { url: url.toString(), drop };
    },
    async stop() {
      await admin.close();
      throwaway?.stop();
    },
  };
}
