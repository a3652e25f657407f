import { t } from "elysia";

export const NAME_MAX = 60;

export const PauseBody = t.Object({ paused: t.Boolean() });

export const NameBody = t.Object({
  name: t.String({ description: `display name, 1 to ${NAME_MAX} characters` }),
});

export const AdminListQuery = t.Object({
  limit: t.Optional(t.String()),
  cursor: t.Optional(t.String()),
});
