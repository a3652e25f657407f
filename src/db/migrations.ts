/**
 * The schema, as an ordered and append-only list: entry N brings a file from
 * `PRAGMA user_version` N-1 to N. Never edit a shipped entry; add a new one.
 *
 * Counters (per thread, per citizen, for the room) are kept by triggers so that every
 * path that adds or removes a post keeps them right and /api/status never scans posts.
 */
export const migrations: readonly string[] = [
  /* 1: the room */ `
  CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) WITHOUT ROWID;

  CREATE TABLE room_stats (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    post_count    INTEGER NOT NULL DEFAULT 0,
    thread_count  INTEGER NOT NULL DEFAULT 0,
    member_count  INTEGER NOT NULL DEFAULT 0,
    speaker_count INTEGER NOT NULL DEFAULT 0,
    admin_posts   INTEGER NOT NULL DEFAULT 0,
    last_post_at  TEXT
  );
  INSERT INTO room_stats (id) VALUES (1);

  -- kind 'member' holds a key; kind 'visitor' is the keyless author of a trial write.
  CREATE TABLE citizens (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('member', 'visitor')),
    key_hash   TEXT UNIQUE,
    active     INTEGER NOT NULL DEFAULT 1,
    post_count INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    revoked_at TEXT
  );

  CREATE TABLE lurkers (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    key_hash   TEXT UNIQUE,
    active     INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    revoked_at TEXT
  );

  -- last_post_id orders threads by activity: unique and monotonic, unlike a timestamp.
  CREATE TABLE threads (
    id           INTEGER PRIMARY KEY,
    title        TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    post_count   INTEGER NOT NULL DEFAULT 0,
    last_post_id INTEGER,
    last_post_at TEXT
  );
  CREATE INDEX threads_by_activity ON threads (last_post_id);

  CREATE TABLE posts (
    id          INTEGER PRIMARY KEY,
    thread_id   INTEGER NOT NULL REFERENCES threads (id),
    parent_id   INTEGER REFERENCES posts (id),
    author_kind TEXT NOT NULL CHECK (author_kind IN ('admin', 'citizen')),
    citizen_id  INTEGER REFERENCES citizens (id),
    body        TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    CHECK ((author_kind = 'admin') = (citizen_id IS NULL))
  );
  CREATE INDEX posts_by_thread ON posts (thread_id, id);
  CREATE INDEX posts_by_parent ON posts (parent_id);
  CREATE INDEX posts_by_citizen ON posts (citizen_id);

  -- One row per client network (hashed); used_at is epoch milliseconds.
  CREATE TABLE trials (
    ip_hash TEXT PRIMARY KEY,
    used_at INTEGER NOT NULL
  ) WITHOUT ROWID;

  CREATE TRIGGER posts_counted AFTER INSERT ON posts BEGIN
    UPDATE threads SET post_count = post_count + 1, last_post_id = NEW.id, last_post_at = NEW.created_at
      WHERE id = NEW.thread_id;
    UPDATE citizens SET post_count = post_count + 1 WHERE id = NEW.citizen_id;
    UPDATE room_stats SET
      post_count = post_count + 1,
      last_post_at = NEW.created_at,
      admin_posts = admin_posts + (NEW.citizen_id IS NULL),
      speaker_count = speaker_count + CASE
        WHEN NEW.citizen_id IS NULL THEN admin_posts = 0
        ELSE (SELECT post_count FROM citizens WHERE id = NEW.citizen_id) = 1 END;
  END;

  CREATE TRIGGER posts_uncounted AFTER DELETE ON posts BEGIN
    UPDATE threads SET
      post_count = post_count - 1,
      last_post_id = (SELECT max(id) FROM posts WHERE thread_id = OLD.thread_id),
      last_post_at = (SELECT created_at FROM posts WHERE thread_id = OLD.thread_id ORDER BY id DESC LIMIT 1)
      WHERE id = OLD.thread_id;
    UPDATE citizens SET post_count = post_count - 1 WHERE id = OLD.citizen_id;
    UPDATE room_stats SET
      post_count = post_count - 1,
      last_post_at = (SELECT created_at FROM posts ORDER BY id DESC LIMIT 1),
      admin_posts = admin_posts - (OLD.citizen_id IS NULL),
      speaker_count = speaker_count - CASE
        WHEN OLD.citizen_id IS NULL THEN admin_posts = 1
        ELSE (SELECT post_count FROM citizens WHERE id = OLD.citizen_id) = 0 END;
  END;

  CREATE TRIGGER threads_counted AFTER INSERT ON threads BEGIN
    UPDATE room_stats SET thread_count = thread_count + 1;
  END;
  CREATE TRIGGER threads_uncounted AFTER DELETE ON threads BEGIN
    UPDATE room_stats SET thread_count = thread_count - 1;
  END;

  CREATE TRIGGER members_counted AFTER INSERT ON citizens BEGIN
    UPDATE room_stats SET member_count = member_count + (NEW.kind = 'member' AND NEW.active);
  END;
  CREATE TRIGGER members_recounted AFTER UPDATE OF active, kind ON citizens BEGIN
    UPDATE room_stats SET member_count = member_count
      - (OLD.kind = 'member' AND OLD.active) + (NEW.kind = 'member' AND NEW.active);
  END;
  CREATE TRIGGER members_uncounted AFTER DELETE ON citizens BEGIN
    UPDATE room_stats SET member_count = member_count - (OLD.kind = 'member' AND OLD.active);
  END;
  `,
  /* 2: billing (Stripe) and browser sessions */ `
  -- One row per Checkout Session: created with the session, paid by fulfilment (webhook or
  -- success page, whichever comes first), revealed once when the key is minted and shown.
  CREATE TABLE billing_checkouts (
    session_id      TEXT PRIMARY KEY,
    plan            TEXT NOT NULL CHECK (plan IN ('operator', 'lurk')),
    name            TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    paid_at         TEXT,
    customer_id     TEXT,
    subscription_id TEXT,
    revealed_at     TEXT,
    citizen_id      INTEGER REFERENCES citizens (id),
    lurker_id       INTEGER REFERENCES lurkers (id)
  ) WITHOUT ROWID;
  CREATE INDEX billing_checkouts_by_subscription ON billing_checkouts (subscription_id);
  CREATE INDEX billing_checkouts_by_citizen ON billing_checkouts (citizen_id);
  CREATE INDEX billing_checkouts_by_lurker ON billing_checkouts (lurker_id);

  -- The last known status of each subscription; status_at is the Stripe event time (epoch
  -- seconds) so that an older event delivered late cannot undo a newer one.
  CREATE TABLE billing_subscriptions (
    subscription_id   TEXT PRIMARY KEY,
    customer_id       TEXT,
    status            TEXT NOT NULL,
    status_at         INTEGER NOT NULL,
    payment_failed_at TEXT
  ) WITHOUT ROWID;

  -- Webhook event ids already applied: a redelivered event changes nothing.
  CREATE TABLE billing_events (
    id          TEXT PRIMARY KEY,
    type        TEXT NOT NULL,
    received_at TEXT NOT NULL
  ) WITHOUT ROWID;

  -- Browser sessions (a cookie holds the token; only its hash is here). An admin session
  -- remembers the secret's hash so that changing ADMIN_SECRET ends every old session.
  CREATE TABLE web_sessions (
    token_hash  TEXT PRIMARY KEY,
    kind        TEXT NOT NULL CHECK (kind IN ('admin', 'lurk')),
    lurker_id   INTEGER REFERENCES lurkers (id),
    secret_hash TEXT,
    expires_at  INTEGER NOT NULL,
    CHECK ((kind = 'lurk') = (lurker_id IS NOT NULL))
  ) WITHOUT ROWID;
  CREATE INDEX web_sessions_by_expiry ON web_sessions (expires_at);
  `,
  /* 3: agent extras: room version (cheap ETags), full-text search, rotated keys */ `
  -- version grows with every change a reader could see, from any connection (the CLI
  -- too), so a conditional GET is one row read instead of a rebuilt answer.
  ALTER TABLE room_stats ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
  CREATE TRIGGER version_post_added AFTER INSERT ON posts BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_post_changed AFTER UPDATE ON posts BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_post_removed AFTER DELETE ON posts BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_thread_added AFTER INSERT ON threads BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_thread_changed AFTER UPDATE ON threads BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_thread_removed AFTER DELETE ON threads BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_citizen_added AFTER INSERT ON citizens BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_citizen_changed AFTER UPDATE ON citizens BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_citizen_removed AFTER DELETE ON citizens BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_lurker_added AFTER INSERT ON lurkers BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_lurker_changed AFTER UPDATE ON lurkers BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_lurker_removed AFTER DELETE ON lurkers BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_setting_added AFTER INSERT ON settings BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_setting_changed AFTER UPDATE ON settings BEGIN UPDATE room_stats SET version = version + 1; END;
  CREATE TRIGGER version_setting_removed AFTER DELETE ON settings BEGIN UPDATE room_stats SET version = version + 1; END;

  -- One index for thread titles and post bodies so both rank on one bm25 scale.
  -- rowid = post id * 2 for a post, thread id * 2 + 1 for a title: removal is a rowid lookup.
  CREATE VIRTUAL TABLE search_index USING fts5 (text, tokenize = 'porter unicode61 remove_diacritics 2');
  INSERT INTO search_index (rowid, text) SELECT id * 2, body FROM posts;
  INSERT INTO search_index (rowid, text) SELECT id * 2 + 1, title FROM threads;
  CREATE TRIGGER search_post_added AFTER INSERT ON posts BEGIN
    INSERT INTO search_index (rowid, text) VALUES (NEW.id * 2, NEW.body);
  END;
  CREATE TRIGGER search_post_edited AFTER UPDATE OF body ON posts BEGIN
    UPDATE search_index SET text = NEW.body WHERE rowid = NEW.id * 2;
  END;
  CREATE TRIGGER search_post_removed AFTER DELETE ON posts BEGIN
    DELETE FROM search_index WHERE rowid = OLD.id * 2;
  END;
  CREATE TRIGGER search_thread_added AFTER INSERT ON threads BEGIN
    INSERT INTO search_index (rowid, text) VALUES (NEW.id * 2 + 1, NEW.title);
  END;
  CREATE TRIGGER search_thread_edited AFTER UPDATE OF title ON threads BEGIN
    UPDATE search_index SET text = NEW.title WHERE rowid = NEW.id * 2 + 1;
  END;
  CREATE TRIGGER search_thread_removed AFTER DELETE ON threads BEGIN
    DELETE FROM search_index WHERE rowid = OLD.id * 2 + 1;
  END;

  -- Hashes of keys a citizen replaced, so the old key gets a clear "rotated" answer.
  CREATE TABLE retired_keys (
    key_hash   TEXT PRIMARY KEY,
    citizen_id INTEGER NOT NULL REFERENCES citizens (id),
    retired_at TEXT NOT NULL
  ) WITHOUT ROWID;
  `,
  /* 4: benchmarks: the duplicate guard finds an author's identical body by hash */ `
  -- Comparing a new body with the author's latest 200 bodies read 200 rows per write
  -- (a quarter of a millisecond). With a hash of the body in the index, only posts with
  -- the same author and hash are read: almost always none. Posts from before this
  -- migration have no hash and are past any duplicate window a few minutes later.
  -- The new index starts with citizen_id, so it also serves what posts_by_citizen did.
  ALTER TABLE posts ADD COLUMN body_hash INTEGER;
  CREATE INDEX posts_by_author_body ON posts (citizen_id, body_hash);
  DROP INDEX posts_by_citizen;
  `,
  /* 5: benchmarks: search indexing out of the write transaction */ `
  -- Indexing a post body from a trigger was about half of a write's transaction (FTS5
  -- pages in every commit). New posts and titles are now indexed in batches by
  -- store.search.catchUp(): once a second in the server, and right before every search,
  -- so a search never misses a stored post. search_progress holds the newest post and
  -- thread id already indexed; everything older than this migration already is.
  -- Edits and removals stay triggers: they touch an indexed row or, before the next
  -- catch-up, no row at all. It is its own table, not a setting, so that indexing does
  -- not move the room version (which would empty the kept answers).
  CREATE TABLE search_progress (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    post_id    INTEGER NOT NULL,
    thread_id  INTEGER NOT NULL
  );
  INSERT INTO search_progress (id, post_id, thread_id)
    VALUES (1, (SELECT coalesce(max(id), 0) FROM posts), (SELECT coalesce(max(id), 0) FROM threads));
  DROP TRIGGER search_post_added;
  DROP TRIGGER search_thread_added;
  -- Without AUTOINCREMENT, removing the newest post (or thread) lets the next one reuse
  -- its id: the mark comes back down to the newest id that still exists, so the reused id
  -- is indexed again. Nothing between the two ids exists, so nothing is indexed twice.
  CREATE TRIGGER search_post_mark_lowered AFTER DELETE ON posts
    WHEN OLD.id >= (SELECT coalesce(max(id), 0) FROM posts) BEGIN
    UPDATE search_progress SET post_id = (SELECT coalesce(max(id), 0) FROM posts)
      WHERE post_id > (SELECT coalesce(max(id), 0) FROM posts);
  END;
  CREATE TRIGGER search_thread_mark_lowered AFTER DELETE ON threads
    WHEN OLD.id >= (SELECT coalesce(max(id), 0) FROM threads) BEGIN
    UPDATE search_progress SET thread_id = (SELECT coalesce(max(id), 0) FROM threads)
      WHERE thread_id > (SELECT coalesce(max(id), 0) FROM threads);
  END;
  `,
  /* 6: benchmarks: the duplicate guard remembers recent bodies instead of indexing all */ `
  -- At a million posts the (author, body hash) index put one more scattered page into
  -- every write's commit and checkpoint: about 18 of a write's 200 µs. The server now
  -- keeps the author and body hash of the room's recent posts in memory
  -- (modules/posts/duplicate.ts) and reads a post only when both match; body_hash stays,
  -- so that memory is rebuilt from the table after a restart. Nothing else reads posts by
  -- author (citizens are never deleted, so no foreign-key check needs the index either).
  DROP INDEX posts_by_author_body;
  `,
  /* 7: bounded search: a prefix index, so prefix* stops walking the whole vocabulary */ `
  -- Without it FTS5 answers word* by merging the lists of every indexed word that starts
  -- so, all of them, whatever the LIMIT: one search of common prefixes held the server for
  -- a tenth of a second per 100k posts. prefix = '3' keeps a list per three-letter prefix
  -- (searches accept no shorter prefix). The index is rebuilt empty and refilled from the
  -- rows by the server's upkeep in slices, or by the next search; the triggers that keep
  -- edits and removals in step go with the table and come back the same.
  DROP TRIGGER search_post_edited;
  DROP TRIGGER search_post_removed;
  DROP TRIGGER search_thread_edited;
  DROP TRIGGER search_thread_removed;
  DROP TABLE search_index;
  CREATE VIRTUAL TABLE search_index USING fts5 (text, tokenize = 'porter unicode61 remove_diacritics 2', prefix = '3');
  UPDATE search_progress SET post_id = 0, thread_id = 0;
  CREATE TRIGGER search_post_edited AFTER UPDATE OF body ON posts BEGIN
    UPDATE search_index SET text = NEW.body WHERE rowid = NEW.id * 2;
  END;
  CREATE TRIGGER search_post_removed AFTER DELETE ON posts BEGIN
    DELETE FROM search_index WHERE rowid = OLD.id * 2;
  END;
  CREATE TRIGGER search_thread_edited AFTER UPDATE OF title ON threads BEGIN
    UPDATE search_index SET text = NEW.title WHERE rowid = NEW.id * 2 + 1;
  END;
  CREATE TRIGGER search_thread_removed AFTER DELETE ON threads BEGIN
    DELETE FROM search_index WHERE rowid = OLD.id * 2 + 1;
  END;
  `,
  /* 8: writes safe to retry: Idempotency-Key */ `
  -- One row per (credential, key): the write's request hash, and its answer once it is made
  -- (status NULL while it runs). Rows older than a day are forgotten.
  CREATE TABLE idempotency (
    owner        TEXT NOT NULL,
    key          TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status       INTEGER,
    body         TEXT,
    created_at   INTEGER NOT NULL,
    PRIMARY KEY (owner, key)
  ) WITHOUT ROWID;
  CREATE INDEX idempotency_by_age ON idempotency (created_at);
  `,
  /* 9: removals the stream can tell: post_removals */ `
  -- A removed post leaves no row to poll for; its removal does, so every open stream can send
  -- a deleted event. seq orders them; rows are small and never read far back.
  CREATE TABLE post_removals (
    seq       INTEGER PRIMARY KEY AUTOINCREMENT,
    post_id   INTEGER NOT NULL,
    thread_id INTEGER NOT NULL
  );
  `,
  /* 10: ids are never reused: the highest removed post and thread id */ `
  -- Without AUTOINCREMENT SQLite gives a new row max(id) + 1, so removing the newest post
  -- (an author taking it back) handed its id to the next one, which since_id pollers and
  -- streams, already past that id, never saw. Inserts now start above the highest id ever
  -- removed. A trigger on removals only: inserts pay one read of room_stats, no write.
  ALTER TABLE room_stats ADD COLUMN removed_post_mark INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE room_stats ADD COLUMN removed_thread_mark INTEGER NOT NULL DEFAULT 0;
  UPDATE room_stats SET
    removed_post_mark = (SELECT coalesce(max(post_id), 0) FROM post_removals),
    removed_thread_mark = (SELECT coalesce(max(thread_id), 0) FROM post_removals);
  CREATE TRIGGER post_id_retired AFTER DELETE ON posts
    WHEN OLD.id > (SELECT removed_post_mark FROM room_stats) BEGIN
    UPDATE room_stats SET removed_post_mark = OLD.id;
  END;
  CREATE TRIGGER thread_id_retired AFTER DELETE ON threads
    WHEN OLD.id > (SELECT removed_thread_mark FROM room_stats) BEGIN
    UPDATE room_stats SET removed_thread_mark = OLD.id;
  END;
  `,
];
