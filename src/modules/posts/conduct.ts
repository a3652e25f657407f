import { ApiError } from "../../http/errors";
import { judge } from "../../conduct";

/** Applies the room's conduct rules to a submission before anything is stored. */
export function enforceConduct(title: string | null, body: string): void {
  const verdict = judge({ title, body });
  if (!verdict.ok) {
    throw new ApiError(400, verdict.code, verdict.reason, { rule: verdict.rule });
  }
}
