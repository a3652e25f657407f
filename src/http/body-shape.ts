import { ApiError } from "./errors";

/**
 * How deep a parsed body may nest. Every body this app takes is one flat object of plain
 * values; the cap only has to stop a value whose string conversion recurses past the stack
 * (Elysia formats a refused value with a template string: 4,500 nested arrays overflowed it).
 */
export const MAX_BODY_DEPTH = 32;

/** A key the client chose, named in an answer only when it is a plain identifier. */
const SAFE_FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

// The only way a value parsed from JSON or a form can make its own string conversion throw:
// an own `toString` (or `valueOf`) that is not a function. Nothing else in such a value can
// run code, and no field here takes an object, so refusing these refuses nothing honest.
const CONVERSION_KEYS = ["toString", "valueOf"];

function refuse(field: string | null, reason: string): never {
  const where = field !== null && SAFE_FIELD.test(field) ? `${field}: ` : "";
  throw new ApiError(400, "invalid_body", `Invalid body: ${where}${reason}.`);
}

/**
 * Refuses a parsed body that would break the error path before the schema check sees it:
 * nesting past MAX_BODY_DEPTH, or an object whose string conversion throws. Walked without
 * recursion and without converting anything, so the walk itself cannot overflow or throw.
 */
export function refuseHostileShape(body: unknown): void {
  if (body === null || typeof body !== "object") return;
  // Each entry: a value, its depth, and the top-level field it sits under (null at the root).
  const pending: [object, number, string | null][] = [[body, 1, null]];
  while (pending.length > 0) {
    const [value, depth, field] = pending.pop()!;
    if (depth > MAX_BODY_DEPTH) refuse(field, `the value nests deeper than ${MAX_BODY_DEPTH} levels; every field takes a plain value`);
    const isArray = Array.isArray(value);
    if (!isArray && CONVERSION_KEYS.some((key) => Object.hasOwn(value, key))) {
      refuse(field, "an object with a toString or valueOf key, where a plain value was expected");
    }
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      if (child !== null && typeof child === "object") pending.push([child, depth + 1, field ?? (isArray ? null : key)]);
    }
  }
}
