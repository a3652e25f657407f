const encoder = new TextEncoder();

/**
 * `{"name":value,...}` as UTF-8 bytes, where a field given as a Uint8Array is JSON already
 * (a page of posts the store serialised) and is copied in as it is, never parsed.
 */
export function jsonObjectBytes(fields: Record<string, unknown>): Uint8Array<ArrayBuffer> {
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
  return out;
}
