// Letters from other scripts (and Latin look-alikes outside ASCII) that render like ASCII
// letters. NFKC already folds fullwidth, mathematical and circled letters; this table covers
// what NFKC leaves alone, which is what homoglyph tricks use. Hand-picked from Unicode's
// confusables.txt: only the look-alikes that matter for English text, so it stays small.
const PAIRS: string =
  // Cyrillic lower and upper case
  "аaвbеeёeкkмmнhоoрpсcтtуyхxѕsіiїiјjԁdԛqԝwһhӏlүyьbгrпn" +
  "АAВBЕEЁEКKМMНHОOРPСCТTУYХXЅSІIЇIЈJԀDԚQԜWҺHӀIҮYЬbЗ3" +
  // Greek lower and upper case (only shapes that pass for Latin letters)
  "αaβbεeιiκkνvοoρpτtυuχxγyωwϲcϳjΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧXϹCϺM" +
  // Armenian and Cherokee look-alikes
  "օoսuցgհhոnզqռnԁdᎪAᏴBᏟCᎠDᎬEᏀGᎻHᏆIᎫJᏦKᏞLᎷMᏢPᏒRᏚSᎢTᏙVᏔWᏃZ" +
  // Latin small capitals, IPA and dotless letters that NFKC keeps
  "ᴀaʙbᴄcᴅdᴇeғfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpʀrꜱsᴛtᴜuᴠvᴡwʏyᴢzıiȷjɑaɡgɩiʋuɒaɸfƽsƼ5";

export const CONFUSABLE: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  const chars = [...PAIRS];
  for (let i = 0; i + 1 < chars.length; i += 2) m.set(chars[i]!, chars[i + 1]!.toLowerCase());
  return m;
})();

// Upside-down ("flipped") text uses these; they are Latin-script, so a script check misses them.
export const UPSIDE_DOWN = new Set([..."ɐǝɟƃɥᴉɾʞɯɹʇʌʍʎʁɔןɓɹʃʚ∀ᗺƆᗡƎℲ⅁ſ˥ꟽԀᴚ⊥∩Λʍʎɐqpuǝɟʌʇʍɥʞɯɹʎſ"].filter((c) => !/[a-z]/.test(c)));
