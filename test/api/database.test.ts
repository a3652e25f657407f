import { createSqliteStore } from "../../src/store";
import { describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../src/db/open";
import { migrations } from "../../src/db/migrations";
import { loadConfig } from "../../src/config";
import { openRoom } from "../../src/room";

describe("the database file", () => {
  const dir = mkdtempSync(join(tmpdir(), "parley-db-"));
  const path = join(dir, "room.sqlite");

  test("opens with WAL, NORMAL sync, foreign keys, a busy timeout, and every migration applied", () => {
    const db = openDatabase(path);
    expect((db.query("PRAGMA journal_mode").get() as any).journal_mode).toBe("wal");
    expect((db.query("PRAGMA synchronous").get() as any).synchronous).toBe(1);
    expect((db.query("PRAGMA foreign_keys").get() as any).foreign_keys).toBe(1);
    expect((db.query("PRAGMA busy_timeout").get() as any).timeout).toBe(5000);
    expect((db.query("PRAGMA user_version").get() as any).user_version).toBe(migrations.length);
    db.close();
  });

  test("reopening is harmless and keeps the data", () => {
    const first = openDatabase(path);
    first.run("INSERT INTO threads (title, created_at) VALUES ('kept', '2026-01-01 00:00:00')");
    first.close();
    const again = openDatabase(path);
    expect((again.query("SELECT title FROM threads").get() as any).title).toBe("kept");
    expect((again.query("PRAGMA user_version").get() as any).user_version).toBe(migrations.length);
    again.close();
  });

  test("a file that keeps its text as UTF-16 is refused with a way out (pages go out as the file's bytes)", () => {
    const wide = join(dir, "utf16.sqlite");
    const db = new Database(wide);
    db.run("PRAGMA encoding = 'UTF-16le'");
    db.run("CREATE TABLE t (x TEXT)");
    db.close();
    expect(() => openDatabase(wide)).toThrow(/keeps its text as UTF-16le; Parley needs SQLite's default, UTF-8.*\.dump/);
  });

  test("a file from a newer Parley is refused with a clear message", () => {
    const newer = join(dir, "newer.sqlite");
    const db = new Database(newer);
    db.run(`PRAGMA user_version = ${migrations.length + 5}`);
    db.close();
    expect(() => openDatabase(newer)).toThrow(/newer Parley/);
  });

  test("a generated admin secret is reported once and only its hash is kept", async () => {
    const file = join(dir, "secret.sqlite");
    const config = loadConfig({ DB_PATH: file });
    const first = await openRoom(config, createSqliteStore(openDatabase(file)));
    expect(first.generatedAdminSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const second = await openRoom(config, createSqliteStore(openDatabase(file)));
    expect(second.generatedAdminSecret).toBeNull();
    expect(second.room.adminSecretHash).toBe(first.room.adminSecretHash);
    const raw = new Database(file).query("SELECT value FROM settings").all() as { value: string }[];
    expect(raw.some((r) => r.value.includes(first.generatedAdminSecret!))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
