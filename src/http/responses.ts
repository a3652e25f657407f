/** 201 with the created value and a Location naming the thread to read it in. */
export function created<T extends { thread: { id: number } }>(
  set: { status?: number | string; headers: Record<string, unknown> },
  result: T,
): T {
  set.status = 201;
  set.headers.location = `/api/threads/${result.thread.id}`;
  return result;
}
