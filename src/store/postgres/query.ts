import type { SQL } from "bun";

/**
 * One statement with $1-style parameters, on the pool or inside a transaction: Bun prepares
 * it once per connection. Rows come back as plain objects.
 */
export type Query = (<Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>) & {
  /** The same, each row an array in the statement's column order: no object a row (pages of posts). */
  values(text: string, params?: unknown[]): Promise<unknown[][]>;
};

export const queryOn = (sql: SQL): Query =>
  Object.assign((text: string, params: unknown[] = []) => sql.unsafe(text, params as any[]) as Promise<any>, {
    values: (text: string, params: unknown[] = []) => sql.unsafe(text, params as any[]).values() as Promise<unknown[][]>,
  });

/** Ids as one array parameter (`= ANY($1::int4[])`), written as PostgreSQL's array literal. */
export const idArray = (ids: number[]): string => `{${ids.map((id) => Math.trunc(id)).join(",")}}`;

/** The first row, or null. */
export async function one<Row>(q: Query, text: string, params: unknown[]): Promise<Row | null> {
  return (await q<Row>(text, params))[0] ?? null;
}
