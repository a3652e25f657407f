import type { Database } from "bun:sqlite";

export interface RoomStats {
  post_count: number;
  thread_count: number;
  member_count: number;
  speaker_count: number;
  last_post_at: string | null;
}

export function statsStore(db: Database) {
  const read = db.prepare<RoomStats, []>(
    "SELECT post_count, thread_count, member_count, speaker_count, last_post_at FROM room_stats WHERE id = 1",
  );
  const version = db.prepare<{ version: number }, []>("SELECT version FROM room_stats WHERE id = 1");
  return {
    /**
     * Grows with every change a reader could see (triggers of migration 3, whichever
     * connection wrote): equal versions mean equal answers, so ETags and caches key on it.
     */
    version(): number {
      return version.get()!.version;
    },
    /** Kept by triggers (see the migrations): one row, never a scan. */
    get(): RoomStats {
      return read.get()!;
    },
  };
}
