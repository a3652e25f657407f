import { ORIGIN, type TestRoom } from "../support/room";

/**
 * A cookie-keeping client over `app.handle`, the way a browser uses the HTML pages: it
 * remembers Set-Cookie, sends Origin on posts, and reads the form token from the last page.
 */
export function browserLike(t: TestRoom, options: { ip?: string } = {}) {
  const jar = new Map<string, string>();
  let csrf: string | null = null;

  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (attrs.some((a) => a.trim().toLowerCase() === "max-age=0")) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

  const send = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
    const all: Record<string, string> = { "x-forwarded-for": options.ip ?? "198.51.100.7", ...headers };
    if (jar.size) all.cookie = cookieHeader();
    const res = await t.app.handle(new Request(ORIGIN + path, { method, headers: all, body }));
    remember(res);
    return res;
  };

  return {
    jar,
    get csrf() {
      return csrf;
    },
    async get(path: string, headers: Record<string, string> = {}) {
      const res = await send("GET", path, undefined, headers);
      const html = await res.text();
      csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? csrf;
      return { res, html, status: res.status };
    },
    /** Posts a form with the last page's token unless `csrf` says otherwise (null: none). */
    async post(path: string, fields: Record<string, string> = {}, opts: { csrf?: string | null; headers?: Record<string, string> } = {}) {
      const form = new URLSearchParams(fields);
      const token = opts.csrf === undefined ? csrf : opts.csrf;
      if (token !== null) form.set("csrf", token);
      const res = await send("POST", path, form.toString(), {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        ...opts.headers,
      });
      const html = await res.text();
      return { res, html, status: res.status, location: res.headers.get("location") };
    },
  };
}

/** The key shown in a page's `<pre id="key">`, if any. */
export const shownKey = (html: string) => /<pre class="key" id="key">(parley_[a-z]{2}_[A-Za-z0-9_-]+)<\/pre>/.exec(html)?.[1] ?? null;
