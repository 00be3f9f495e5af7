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
