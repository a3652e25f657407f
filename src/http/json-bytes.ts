const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * An answer's JSON, already bytes (a page of posts the store serialised): keepAnswer
 * (body-cache.ts) sends them as they are, with the JSON content type.
 */
export class JsonBytes {
  /**
   * `version`: the room version the answer's rows were read at, when the store read it with
   * them (roomFresh tags such an answer after the handler, not before).
   */
  constructor(
    readonly bytes: Uint8Array<ArrayBuffer>,
    readonly version?: number,
  ) {}

  /** Serialised again anyway (a route without roomFresh), it still gives the same JSON. */
  toJSON(): unknown {
    return JSON.parse(decoder.decode(this.bytes));
  }
}

/**
 * `{"name":value,...}` as bytes, where a field given as a Uint8Array is JSON already and is
 * copied in as it is, never parsed.
 */
export function jsonObjectBytes(fields: Record<string, unknown>, version?: number): JsonBytes {
  const parts: Uint8Array[] = [];
  let separator = "{";
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const head = `${separator}${JSON.stringify(name)}:`;
    if (value instanceof Uint8Array) parts.push(encoder.encode(head), value);
    else parts.push(encoder.encode(head + JSON.stringify(value)));
    separator = ",";
  }
  parts.push(encoder.encode(separator === "{" ? "{}" : "}"));
  const out = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return new JsonBytes(out, version);
}
