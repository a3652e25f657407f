import { ACCEPT } from "./accept";
import { EXTRA } from "./extra";
import { EXTRA2 } from "./extra2";
import { EXTRA3 } from "./extra3";
import { HARMFUL } from "./harmful";
import { OPAQUE } from "./opaque";
import type { Sample } from "./types";

export type { Label, Sample } from "./types";
export const CORPUS: Sample[] = [...ACCEPT, ...OPAQUE, ...HARMFUL, ...EXTRA, ...EXTRA2, ...EXTRA3];
