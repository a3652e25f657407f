/** The API's timestamp form: UTC, `YYYY-MM-DD HH:MM:SS`. */
export function sqlTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}
