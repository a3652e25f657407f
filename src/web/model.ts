import { t } from "elysia";

// Every field is optional at the edge: a missing token must be a 403 (checkCsrf), and a
// missing value a page that says what is wrong, not a schema error.
export const CsrfForm = t.Object({ csrf: t.Optional(t.String()) });
export const KeyForm = t.Object({ csrf: t.Optional(t.String()), key: t.Optional(t.String({ maxLength: 200 })) });
