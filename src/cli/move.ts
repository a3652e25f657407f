import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import type { Config } from "../config";
import { moveToPostgres } from "../db/move-to-postgres";
import { closePostgres, connectPostgres } from "../db/postgres/connect";
import { migrate } from "../db/postgres/migrate";
import { CommandError } from "./command-room";

/**
 * `parley move-to-postgres`: the SQLite room at DB_PATH into the empty PostgreSQL database
 * at DATABASE_URL. Stop the server first; start it again with DATABASE_URL set.
 */
export async function moveCommand(config: Config): Promise<number> {
  if (!config.postgres) throw new CommandError("move-to-postgres needs DATABASE_URL: the PostgreSQL database to move the room into");
  if (!existsSync(config.dbPath)) throw new CommandError(`no database at ${config.dbPath}: set DB_PATH to the SQLite room to move`);
  const source = new Database(config.dbPath, { readonly: true, strict: true });
  const target = connectPostgres(config.postgres.url, { max: 1, requestTimeouts: false });
  try {
    await migrate(target);
    const report = await moveToPostgres(source, target);
    for (const [table, rows] of Object.entries(report.copied)) console.log(`copied ${rows} ${rows === 1 ? "row" : "rows"} of ${table}`);
    for (const line of report.checked) console.log(`checked ${line}`);
    console.log("Moved and committed. Start the server with DATABASE_URL set; keep the SQLite file as a backup.");
    if ("file" in config.ipHashKey) {
      console.log(`Give every instance IP_HASH_KEY_FILE=${config.ipHashKey.file} (or IP_HASH_KEY set to its contents), so trials used before the move still count.`);
    }
    return 0;
  } catch (error) {
    throw new CommandError(`the move failed and nothing was committed: ${(error as Error).message}`);
  } finally {
    source.close();
    await closePostgres(target);
  }
}
