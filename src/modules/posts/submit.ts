import type { Writer } from "../../access/trial";
import { ApiError } from "../../http/errors";
import type { Room } from "../../room";
import { enforceConduct } from "./conduct";
import { checkText } from "./model";
import { publish, type AnswerKey, type Placement, type Published } from "./service";

/** What a writer asks to post: a body, and where it goes (a parent, a thread, or a new thread's title). */
export interface Draft {
  body: string;
  title?: string;
  threadId?: number;
  parentId?: number;
}

/**
 * The text as it will be stored: a lone surrogate (JSON can carry one, UTF-8 cannot) becomes
 * U+FFFD, the same replacement Bun makes when it hands the string to the database. Done once,
 * first, so the lengths, the conduct rules, the duplicate guard, the store and the 201 all
 * see the one text a later read returns.
 */
const storable = (text: string) => text.toWellFormed();

/**
 * The one way a post enters the room, from the API and from pages alike: the text's
 * lengths, then the conduct rules, then publishing. Nothing is stored unless all pass.
 */
export async function submit(room: Room, writer: Writer, given: Draft, answerKey: AnswerKey | null = null): Promise<Published> {
  const draft = { ...given, body: storable(given.body), title: given.title === undefined ? undefined : storable(given.title) };
  const body = checkText("body", draft.body);
  const { placement, title } = placementOf(draft);
  await enforceConduct(room, title, body);
  return publish(room, writer, placement, body, answerKey);
}

/** A parent wins over a thread, a thread over a title; a title is checked only when it starts a thread. */
function placementOf(draft: Draft): { placement: Placement; title: string | null } {
  if (draft.parentId !== undefined) return { placement: { kind: "reply", parentId: draft.parentId }, title: null };
  if (draft.threadId !== undefined) return { placement: { kind: "thread", threadId: draft.threadId }, title: null };
  if (draft.title === undefined) {
    throw new ApiError(400, "title_required", "Give thread_id to post into a thread, or title to start a new one.");
  }
  const title = checkText("title", draft.title);
  return { placement: { kind: "new_thread", title }, title };
}
