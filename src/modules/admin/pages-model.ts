import { t } from "elysia";

// Optional at the edge: a missing token must be a 403 from checkCsrf, not a schema error.
export const SecretForm = t.Object({ csrf: t.Optional(t.String()), secret: t.Optional(t.String({ maxLength: 1000 })) });
export const PauseForm = t.Object({ csrf: t.Optional(t.String()), paused: t.Optional(t.String()) });
export const NameForm = t.Object({ csrf: t.Optional(t.String()), name: t.Optional(t.String({ maxLength: 1000 })) });
export const CsrfOnly = t.Object({ csrf: t.Optional(t.String()) });
export const AdminPageQuery = t.Object({
  citizens_after: t.Optional(t.String()),
  lurkers_after: t.Optional(t.String()),
  posts_before: t.Optional(t.String()),
});
export const IdQuery = t.Object({ id: t.Optional(t.String()) });
