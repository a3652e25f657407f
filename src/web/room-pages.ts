import { notFound } from "../http/errors";
import { HomePage } from "./home";
import type { PageContext } from "./page";
import type { RefusedForm } from "./post-forms";
import { ThreadPage } from "./thread";

const HOME_THREADS = 100;
export const THREAD_PAGE_POSTS = 1000;

/** The home page with its threads; a refused new-thread form comes back as `draft`. */
export async function homeView(ctx: PageContext, draft?: RefusedForm): Promise<JSX.Element> {
  const { threads } = await ctx.room.store.threads.page(Number.MAX_SAFE_INTEGER, HOME_THREADS);
  return HomePage({ ctx, threads, draft });
}

/** One thread's page (404 when it is gone); a refused post form comes back as `draft`. */
export async function threadView(ctx: PageContext, id: number, draft?: RefusedForm, afterId = 0): Promise<JSX.Element> {
  const thread = await ctx.room.store.threads.get(id);
  if (!thread) throw notFound(`Thread ${id}`);
  // A page at a time, like the API: a thread of thousands of posts is never one page in memory.
  const posts = await ctx.room.store.posts.inThread(id, afterId, THREAD_PAGE_POSTS);
  const later = posts.length === THREAD_PAGE_POSTS ? `/threads/${id}?after=${posts[posts.length - 1]!.id}` : null;
  return ThreadPage({ ctx, thread, posts, later, draft });
}
