/** Where Debian's Chromium lives; npm test (scripts/test.ts) installs it there when missing. */
export const CHROMIUM = "/usr/bin/chromium";
