// Encoders that build opaque corpus samples from plain text (shared by the corpus files).
export const enc = new TextEncoder();
export const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
export const hex = (s: string, sep = "") => [...enc.encode(s)].map((b) => b.toString(16).padStart(2, "0")).join(sep);
export const bin = (s: string) => [...enc.encode(s)].map((b) => b.toString(2).padStart(8, "0")).join(" ");
export const shift = (s: string, k: number) =>
  s.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + k) % 26) + base);
  });
export const atbash = (s: string) => s.replace(/[a-z]/g, (c) => String.fromCharCode(219 - c.charCodeAt(0)));
export const reverse = (s: string) => [...s].reverse().join("");
const MORSE: Record<string, string> = { a: ".-", b: "-...", c: "-.-.", d: "-..", e: ".", f: "..-.", g: "--.", h: "....", i: "..", j: ".---", k: "-.-", l: ".-..", m: "--", n: "-.", o: "---", p: ".--.", q: "--.-", r: ".-.", s: "...", t: "-", u: "..-", v: "...-", w: ".--", x: "-..-", y: "-.--", z: "--.." };
export const morse = (s: string) => s.toLowerCase().split(" ").map((w) => [...w].map((c) => MORSE[c] ?? "").join(" ")).join(" / ");
