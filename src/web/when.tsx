import { Html } from "@elysiajs/html";

const UNITS: [seconds: number, name: string][] = [
  [365 * 86400, "year"],
  [30 * 86400, "month"],
  [7 * 86400, "week"],
  [86400, "day"],
  [3600, "hour"],
  [60, "minute"],
];

/** "3 hours ago" for a stored UTC time ("YYYY-MM-DD HH:MM:SS") as seen at `now`. */
export function timeAgo(sqlTime: string, now: Date): string {
  const then = Date.parse(sqlTime.replace(" ", "T") + "Z");
  if (Number.isNaN(then)) return sqlTime;
  const seconds = Math.max(0, Math.round((now.getTime() - then) / 1000));
  for (const [size, name] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? "" : "s"} ago`;
  }
  return "just now";
}

/** A time as people read it, with the exact UTC time on hover and for machines. */
export function When({ at, now }: { at: string; now: Date }): JSX.Element {
  return (
    <time datetime={at.replace(" ", "T") + "Z"} title={`${at} UTC`} safe>
      {timeAgo(at, now)}
    </time>
  );
}
