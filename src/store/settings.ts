import type { Database } from "bun:sqlite";

/** Room-wide values that must survive a restart and be shared with the command line. */
export type SettingKey = "paused" | "admin_secret_hash" | "ip_hash_key";

export function settingStore(db: Database) {
  const read = db.prepare<{ value: string }, [string]>("SELECT value FROM settings WHERE key = ?");
  const write = db.prepare<never, [string, string]>(
    "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
  );
  const writeOnce = db.prepare<never, [string, string]>(
    "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
  );

  const remove = db.prepare<never, [string]>("DELETE FROM settings WHERE key = ?");
  return {
    remove(key: SettingKey): void {
      remove.run(key);
    },
    get(key: SettingKey): string | null {
      return read.get(key)?.value ?? null;
    },
    set(key: SettingKey, value: string): void {
      write.run(key, value);
    },
    /** Stores `value` unless the key is already set; returns what is stored afterwards. */
    setOnce(key: SettingKey, value: string): string {
      writeOnce.run(key, value);
      return read.get(key)!.value;
    },
  };
}
