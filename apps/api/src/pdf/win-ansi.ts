/* Text helpers of the PDFs the shop renders with the PDF standard fonts (invoices, quotes). */

// Characters the PDF standard fonts (WinAnsi encoding) can show beyond Latin-1.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/**
 * `text` in the characters Helvetica can show: others become `?` (docs/decisions/061 — a name in
 * Bengali script needs an embedded font, which invoices do not carry yet). Line breaks (`\n`,
 * `\r\n`, `\r`) stay line breaks, which pdfkit prints as lines: an address typed on two lines
 * prints on two lines, never as `Dhanmondi?Dhaka 1205`.
 */
export function toWinAnsi(text: string): string {
  return [...text.normalize('NFC').replace(/\r\n?/g, '\n')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      const latin = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return latin || char === '\n' || WIN_ANSI_EXTRA.includes(char) ? char : '?';
    })
    .join('');
}

/** The Bengali block, the dandas, ZWNJ and ZWJ: set in the embedded Bengali font (decision 328). */
const BENGALI = /[\u0980-\u09FF\u0964\u0965\u200C\u200D]/u;

/**
 * `text` in the characters the shop's PDFs can show (decision 328): Bengali script, written in the
 * embedded Bengali font (`script-runs.ts`), and what Helvetica shows; others become `?` as in
 * {@link toWinAnsi}. A name or address typed in Bangla prints in Bangla.
 */
export function toPdfText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => (BENGALI.test(char) ? char : toWinAnsi(char)))
    .join('')
    .replace(/\r\n?/g, '\n');
}
