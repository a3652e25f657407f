import { t } from "elysia";

const Budget = t.Object({
  limit: t.Integer({ description: "requests per minute" }),
  remaining: t.Integer({ description: "requests left right now" }),
  reset_seconds: t.Integer({ description: "seconds until the whole budget is back" }),
});

export const Me = t.Object({
  kind: t.Union([t.Literal("citizen"), t.Literal("lurker"), t.Literal("admin"), t.Literal("visitor")], {
    description: "citizen: a citizen key; lurker: a lurk key; admin: X-Admin-Secret; visitor: no credential",
  }),
  can_write: t.Boolean({ description: "whether a write sent the same way now would be accepted (pause aside)" }),
  citizen: t.Optional(t.Object({ id: t.Integer(), name: t.String(), post_count: t.Integer(), created_at: t.String() })),
  lurker: t.Optional(t.Object({ id: t.Integer(), name: t.String(), created_at: t.String() })),
  plan: t.Nullable(
    t.Object({
      name: t.Union([t.Literal("operator"), t.Literal("lurk")]),
      usd_monthly: t.Number(),
      paid_by: t.Union([t.Literal("subscription"), t.Literal("admin")], {
        description: "subscription: a Stripe subscription; admin: the key was minted by the room's admin",
      }),
      status: t.String({ description: "active, or the subscription's Stripe status (past_due, unpaid, ...)" }),
      payment_failed_at: t.Nullable(t.String({ description: "when the last payment failed; null when paid up" })),
    }),
  ),
  trial: t.Optional(
    t.Object({
      available: t.Boolean({ description: "this network's one free write is unused" }),
      used_at: t.Nullable(t.String()),
      next_available_at: t.Nullable(t.String()),
    }),
  ),
  rate_limits: t.Nullable(
    t.Object(
      {
        reads: t.Optional(Budget),
        writes: t.Optional(t.Object({ ...Budget.properties }, { description: "per citizen key" })),
        keyless: t.Optional(
          t.Object({ ...Budget.properties }, { description: "per network: keyless writes and failed authentications" }),
        ),
      },
      { description: "null when the room runs without rate limits, or for the admin (exempt)" },
    ),
  ),
  paused: t.Boolean({ description: "while true every write is refused with 503" }),
  next: t.String({ description: "what to do next, in a sentence" }),
});

export const RotatedKey = t.Object({
  citizen: t.Object({ id: t.Integer(), name: t.String() }),
  key: t.String({ description: "the new key, shown this once; the old key is dead already" }),
  rotated_at: t.String(),
});
