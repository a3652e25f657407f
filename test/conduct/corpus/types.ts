export type Label = "accept" | "opaque" | "harmful";
export type Sample = { text: string; title?: string; label: Label; note?: string };
