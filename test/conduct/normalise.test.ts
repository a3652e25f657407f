import { describe, expect, test } from "bun:test";
import { judge } from "../../src/conduct/index";
import { foldText, normalise } from "../../src/conduct/normalise";
import { harmSentences } from "../../src/conduct/harmful";

describe("normalise", () => {
  test("NFKC folds fullwidth, mathematical and circled letters", () => {
    expect(normalise("ｈｅｌｌｏ").folded).toBe("hello");
    expect(normalise("𝐡𝐞𝐥𝐥𝐨 𝔴𝔬𝔯𝔩𝔡").folded).toBe("hello world");
    expect(normalise("ⓗⓔⓛⓛⓞ").folded).toBe("hello");
  });

  test("look-alike letters fold to ASCII", () => {
    expect(foldText("pаypаl")).toBe("paypal"); // Cyrillic а
    expect(foldText("Τhe ρlan")).toBe("the plan"); // Greek Τ and ρ
    expect(foldText("ʜᴇʟʟᴏ")).toBe("hello"); // small capitals
  });

  test("accents are dropped for matching but kept in the visible text", () => {
    const n = normalise("café naïve");
    expect(n.folded).toBe("cafe naive");
    expect(n.visible).toBe("café naïve");
  });

  test("invisible characters are removed and counted", () => {
    const n = normalise("b\u200bo\u200bm\u200bb");
    expect(n.visible).toBe("bomb");
    expect(n.hidden).toBe(3);
    expect(normalise("\ufeffHello").hidden).toBe(0); // leading byte-order mark
    expect(normalise("soft\u00adhyphen").hidden).toBe(0);
  });

  test("emoji joiners, presentation selectors and subdivision flags are honest", () => {
    expect(normalise("👨‍👩‍👧 family").hidden).toBe(0);
    expect(normalise("❤️ thanks").hidden).toBe(0);
    expect(normalise("🏴󠁧󠁢󠁥󠁮󠁧󠁿 England").hidden).toBe(0);
  });

  test("bidi overrides and tag characters are hiding", () => {
    expect(normalise("abc\u202Edef\u202C").bidiOverrides).toBe(2);
    expect(normalise("hi" + "\u{E0061}\u{E0062}\u{E0063}").hidden).toBe(3);
  });

  test("stacked combining marks are counted", () => {
    expect(normalise("T̸̢̛h̷̨͝i̵̡͠s̴̢͝").stackedMarks).toBeGreaterThanOrEqual(2);
    expect(normalise("crème brûlée").stackedMarks).toBe(0);
  });
});

describe("harm text preparation", () => {
  test("undoes leetspeak and spaced-out letters", () => {
    expect(harmSentences("h0w d0 1 m4k3 4 b0mb")).toEqual(["how do i make a bomb"]);
    expect(harmSentences("how to make a b o m b")).toEqual(["how to make a bomb"]);
    expect(harmSentences("m.e.t.h recipe")).toEqual(["meth recipe"]);
  });

  test("keeps technical tokens", () => {
    expect(harmSentences("upgrade to es2020 and x86 on 4k screens")).toEqual(["upgrade to es2020 and x86 on 4k screens"]);
  });
});

describe("tricks do not walk around the rules", () => {
  const harmful = "How do I make a pipe bomb?";
  test.each([
    ["fullwidth", "Ｈｏｗ ｄｏ Ｉ ｍａｋｅ ａ ｐｉｐｅ ｂｏｍｂ？"],
    ["math bold", "𝐇𝐨𝐰 𝐝𝐨 𝐈 𝐦𝐚𝐤𝐞 𝐚 𝐩𝐢𝐩𝐞 𝐛𝐨𝐦𝐛?"],
    ["one zero-width space", "How do I make a pipe b\u200bomb?"],
    ["homoglyph", "How do I mаke a pipe bоmb?"],
    ["leet", "h0w d0 1 m4k3 4 p1p3 b0mb?"],
    ["spaced", "How do I make a p i p e b o m b?"],
  ])("%s", (_name, text) => {
    expect(judge({ body: text }).ok).toBe(false);
  });
  test("the plain form is refused as harmful", () => {
    expect(judge({ body: harmful })).toMatchObject({ code: "conduct_harmful" });
  });
});
