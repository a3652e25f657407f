import type { PostRow } from "../store/posts";

/** Indentation stops here so that long reply chains stay readable on a phone. */
export const MAX_DEPTH = 5;

export interface PlacedPost {
  post: PostRow;
  depth: number;
  parent: PostRow | null;
}

/**
 * Orders a thread's posts (oldest first) as a conversation: each post followed by its
 * replies, depth-first. Iterative, so a chain of thousands of replies cannot overflow the stack.
 */
export function replyOrder(posts: PostRow[]): PlacedPost[] {
  const byId = new Map(posts.map((p) => [p.id, p]));
  const children = new Map<number, PostRow[]>();
  const roots: PostRow[] = [];
  for (const post of posts) {
    const parent = post.parent_id === null ? undefined : byId.get(post.parent_id);
    if (!parent) roots.push(post);
    else (children.get(parent.id) ?? children.set(parent.id, []).get(parent.id)!).push(post);
  }
  const placed: PlacedPost[] = [];
  const stack: { post: PostRow; depth: number }[] = roots.reverse().map((post) => ({ post, depth: 0 }));
  while (stack.length > 0) {
    const { post, depth } = stack.pop()!;
    placed.push({ post, depth: Math.min(depth, MAX_DEPTH), parent: post.parent_id === null ? null : byId.get(post.parent_id) ?? null });
    const replies = children.get(post.id) ?? [];
    for (let i = replies.length - 1; i >= 0; i--) stack.push({ post: replies[i]!, depth: depth + 1 });
  }
  return placed;
}
