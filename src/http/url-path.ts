/**
 * The part of a request URL that names what was asked for: path and query, never the Host
 * a client sent. Cheaper than `new URL()` on every request, and one answer for every caller.
 */
export function pathAndQuery(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  return start < 0 ? "/" : url.slice(start);
}

/** The path alone, without the query string. */
export function pathOf(url: string): string {
  const path = pathAndQuery(url);
  const query = path.indexOf("?");
  return query < 0 ? path : path.slice(0, query);
}

/** Whether a path and query asks for a page behind a cursor (`?cursor=` or `&cursor=`). */
export function isCursorPage(path: string): boolean {
  const query = path.indexOf("?");
  return query >= 0 && /(?:^|&)cursor=/.test(path.slice(query + 1));
}
