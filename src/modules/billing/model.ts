import { t } from "elysia";

// Optional at the edge: a missing token is a 403 and a missing name a page saying so.
export const OperatorForm = t.Object({ csrf: t.Optional(t.String()), name: t.Optional(t.String({ maxLength: 1000 })) });
export const PlainForm = t.Object({ csrf: t.Optional(t.String()) });
export const PortalForm = t.Object({ csrf: t.Optional(t.String()), key: t.Optional(t.String({ maxLength: 200 })) });
export const DoneQuery = t.Object({ session_id: t.Optional(t.String()) });
