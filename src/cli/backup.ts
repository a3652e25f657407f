import { Database } from "bun:sqlite";
import { chmodSync, existsSync, statSync, unlinkSync } from "node:fs";
import { resolve } from "node:path";
import type { Config } from "../config";
import { maintenanceStore } from "../store/maintenance";
import { CommandError, openForCommand } from "./command-room";

/**
 * A consistent copy taken while the server runs, then reopened and checked, so that a
 * backup that would not restore is reported now rather than on the day it is needed.
 */
export async function backupCommand(config: Config, file: string): Promise<number> {
  if (config.postgres) {
    throw new CommandError(
      "DATABASE_URL is set: back PostgreSQL up with its own tools, e.g. pg_dump --format=custom --file=parley.dump \"$DATABASE_URL\" (see the README, \"Running more than one instance\")",
    );
  }
  const target = resolve(file);
  if (target === config.dbPath) throw new CommandError("the backup FILE must not be the live database itself");
  if (existsSync(target)) throw new CommandError(`${target} already exists; choose a new file name (backups never overwrite)`);

  const opened = await openForCommand(config);
  try {
    maintenanceStore(opened.backend.sqlite!.db).copyTo(target);
  } catch (error) {
    throw new CommandError(`could not write ${target}: ${(error as Error).message}`);
  } finally {
    await opened.close();
  }
  // It holds key and address hashes: readable by the room's own user only.
  chmodSync(target, 0o600);

  const copy = new Database(target, { readonly: true, strict: true });
  let problems: string[];
  let posts: number;
  try {
    const check = maintenanceStore(copy);
    problems = check.integrityProblems();
    posts = check.postCount();
  } finally {
    copy.close();
  }
  if (problems.length > 0) {
    unlinkSync(target);
    throw new CommandError(`the copy failed its integrity check and was deleted: ${problems.slice(0, 5).join("; ")}`);
  }
  console.log(`Backup written to ${target} (${statSync(target).size} bytes, ${posts} ${posts === 1 ? "post" : "posts"}); integrity check: ok`);
  return 0;
}
