/**
 * True when the text holds a control character (U+0000–U+001F, U+007F). With `allowLineBreaks`,
 * tab, LF and CR pass (multi-line notes); single-line fields refuse them, since CR/LF are how
 * headers and vCard properties get injected.
 */
export function hasControlCharacters(value: string, allowLineBreaks = false): boolean {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
