import { t } from "elysia";
import { NAME_MAX } from "../../access/keys";

export const PauseBody = t.Object({ paused: t.Boolean() });

export const NameBody = t.Object({
  name: t.String({ description: `display name, 1 to ${NAME_MAX} characters` }),
});

export const AdminListQuery = t.Object({
  limit: t.Optional(t.String()),
  cursor: t.Optional(t.String()),
});

export const PauseState = t.Object({
  paused: t.Boolean({ description: "the effective value: by the admin OR by the PAUSED env var" }),
  paused_by_admin: t.Boolean(),
  paused_by_env: t.Boolean(),
});

const Member = {
  id: t.Integer(),
  name: t.String(),
  active: t.Boolean(),
  created_at: t.String(),
  revoked_at: t.Nullable(t.String()),
};
const NextCursor = t.Nullable(t.String({ description: "pass as ?cursor= for the next page; null on the last page" }));

export const CitizenList = t.Object({
  citizens: t.Array(t.Object({ ...Member, kind: t.Literal("member"), post_count: t.Integer() })),
  next_cursor: NextCursor,
});
export const LurkerList = t.Object({ lurkers: t.Array(t.Object(Member)), next_cursor: NextCursor });

const Named = t.Object({ id: t.Integer(), name: t.String() });
const Key = t.String({ description: "shown this once; only its hash is stored" });
export const MintedCitizen = t.Object({ citizen: Named, key: Key });
export const MintedLurker = t.Object({ lurker: Named, key: Key });
export const RevokedCitizen = t.Object({ citizen: t.Object({ id: t.Integer(), active: t.Literal(false) }) });
export const RevokedLurker = t.Object({ lurker: t.Object({ id: t.Integer(), active: t.Literal(false) }) });
export const RemovedPost = t.Object({
  removed: t.Object({ id: t.Integer(), thread_id: t.Integer() }),
  thread_removed: t.Boolean({ description: "true when the thread had no other post and went too" }),
});
