import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT } from '../paths.js';
import { toWinAnsi } from './win-ansi.js';

/*
 * Bangla in the shop's PDFs (decision 328). The documents' Latin text stays in the PDF standard
 * fonts (Helvetica, WinAnsi: English documents are byte for byte what they were), and Bengali
 * script is set in Noto Sans Bengali (OFL; apps/api/assets/fonts, the web's font of decision 325
 * as TrueType), embedded as a subset of the glyphs used and shaped by fontkit (conjuncts such as
 * ক্ষ, the vowel sign ি before its consonant). The Bengali font has no Latin letters, digits'
 * punctuation or ASCII signs, so a text mixing both is written as runs, each in its script's font.
 */

/** Characters set in the Bengali font: the Bengali block, the dandas, ZWNJ and ZWJ. */
const BENGALI_CHAR = /[\u0980-\u09FF\u0964\u0965\u200C\u200D]/u;
/** A run of Bengali words, spaces between them included. */
const BENGALI_RUN =
  /([\u0980-\u09FF\u0964\u0965\u200C\u200D]+(?:[ \u00A0]+[\u0980-\u09FF\u0964\u0965\u200C\u200D]+)*)/u;

/** A piece of text in one script: `bengali` in the Bengali font, else in the Latin one. */
export interface ScriptRun {
  text: string;
  bengali: boolean;
}

/** Whether `text` has any Bengali script (and needs {@link writeScriptRuns}). */
export const hasBengali = (text: string): boolean => BENGALI_CHAR.test(text);

/**
 * `text` cut into runs of Bengali and of everything else, in reading order:
 * `'মোট: ১,৪০০৳'` → `মোট` (Bengali), `: ` (Latin), `১` (Bengali), `,` (Latin), `৪০০৳` (Bengali).
 * The Latin runs are in the characters Helvetica shows ({@link toWinAnsi}).
 */
export function scriptRuns(text: string): ScriptRun[] {
  return text
    .split(BENGALI_RUN)
    .filter((part) => part !== '')
    .map((part) =>
      BENGALI_RUN.test(part) && hasBengali(part)
        ? { text: part, bengali: true }
        : { text: toWinAnsi(part), bengali: false },
    );
}

/** The names the Bengali fonts are registered under in a document. */
export const BENGALI_FONTS = {
  regular: 'NotoSansBengali',
  bold: 'NotoSansBengali-Bold',
} as const;

let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

/** The TrueType files of the Bengali fonts, read once. */
function bengaliFontFiles(): { regular: Buffer; bold: Buffer } {
  fontFiles ??= {
    regular: readFileSync(join(API_ROOT, 'assets', 'fonts', 'noto-sans-bengali-400.ttf')),
    bold: readFileSync(join(API_ROOT, 'assets', 'fonts', 'noto-sans-bengali-700.ttf')),
  };
  return fontFiles;
}

type PdfDocument = PDFKit.PDFDocument;
type TextOptions = PDFKit.Mixins.TextOptions;

/** pdfkit's own `text` of a document whose `text` {@link installScriptRuns} replaced. */
const PLAIN_TEXT = new WeakMap<PdfDocument, PdfDocument['text']>();

/** What pdfkit keeps of the current font: its name, as set by `doc.font(name)`. */
interface FontState {
  _font?: { name?: string };
  _fontSize: number;
}

/** The advance of a Bengali line, em: Noto Sans Bengali's marks need more than Helvetica's 1.16. */
const BENGALI_LINE_EM = 1.5;
/** The baseline's distance below a Bengali line's top, em. */
const BENGALI_BASELINE_EM = 0.8;

/**
 * Writes `text` as pdfkit's `doc.text` would — at `x`, `y` (or where the document is), wrapped to
 * `options.width` at spaces (a word longer than the width is cut), aligned left, right or centre,
 * `\n` starting a line — but as runs of the Bengali and the Latin font ({@link scriptRuns}): the
 * current font gives the Latin one and the weight (a bold font's runs are bold Bengali), on one
 * baseline per line. Leaves `doc.x` at the start and `doc.y` under the last line, as `doc.text`.
 */
export function writeScriptRuns(
  doc: PdfDocument,
  text: string,
  x: number = doc.x,
  y: number = doc.y,
  options: TextOptions = {},
): PdfDocument {
  const state = doc as unknown as FontState;
  const latinFont = state._font?.name ?? 'Helvetica';
  const bengaliFont = /bold/i.test(latinFont) ? BENGALI_FONTS.bold : BENGALI_FONTS.regular;
  const size = state._fontSize;
  const width = options.width ?? doc.page.width - doc.page.margins.right - x;
  const measure = (run: ScriptRun) =>
    doc.font(run.bengali ? bengaliFont : latinFont).widthOfString(run.text);

  // Lines of words, each word its runs; spaces are words of their own (dropped at a line's end).
  const lines: ScriptRun[][] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line: ScriptRun[] = [];
    let lineWidth = 0;
    for (const word of paragraph.split(/([ \u00A0]+)/).filter((part) => part !== '')) {
      const runs = scriptRuns(word);
      const wordWidth = runs.reduce((sum, run) => sum + measure(run), 0);
      const space = /^[ \u00A0]+$/.test(word);
      if (!space && lineWidth + wordWidth > width && line.length > 0) {
        lines.push(trimEnd(line));
        line = [];
        lineWidth = 0;
      }
      if (space && line.length === 0) continue;
      if (!space && wordWidth > width) {
        // A word wider than the column (a long link): cut it where it overflows.
        for (const char of [...word]) {
          const [run] = scriptRuns(char);
          if (!run) continue;
          const charWidth = measure(run);
          if (lineWidth + charWidth > width && line.length > 0) {
            lines.push(line);
            line = [];
            lineWidth = 0;
          }
          line.push(run);
          lineWidth += charWidth;
        }
        continue;
      }
      line.push(...runs);
      lineWidth += wordWidth;
    }
    lines.push(trimEnd(line));
  }

  const draw = PLAIN_TEXT.get(doc) ?? doc.text.bind(doc);
  doc.font(latinFont);
  const latinAscender = (doc as unknown as { _font: { ascender: number } })._font.ascender;
  let top = y;
  for (const line of lines) {
    const bengali = line.some((run) => run.bengali);
    const baseline = top + (bengali ? BENGALI_BASELINE_EM * size : (latinAscender / 1000) * size);
    const lineWidth = line.reduce((sum, run) => sum + measure(run), 0);
    let runX =
      options.align === 'right'
        ? x + width - lineWidth
        : options.align === 'center'
          ? x + (width - lineWidth) / 2
          : x;
    for (const run of line) {
      doc.font(run.bengali ? bengaliFont : latinFont);
      const ascender = (doc as unknown as { _font: { ascender: number } })._font.ascender;
      const runWidth = doc.widthOfString(run.text);
      // Shaped Bengali glyphs (a conjunct, a vowel sign drawn before its consonant) do not map
      // back to the text in reading order: the run says what it reads as (ActualText, ISO
      // 32000-1 §14.9.4), which text extraction, search and copying use.
      if (run.bengali) doc.markContent('Span', { actual: run.text });
      draw(run.text, runX, baseline - (ascender / 1000) * size, { lineBreak: false });
      if (run.bengali) doc.endMarkedContent();
      runX += runWidth;
    }
    top += bengali ? BENGALI_LINE_EM * size : doc.font(latinFont).currentLineHeight(true);
  }
  doc.font(latinFont);
  doc.x = x;
  doc.y = top;
  return doc;
}

/**
 * `line` without the spaces at its end, and its neighbouring runs of one script joined (a space
 * between Bengali words is set in the Bengali font): a Bangla phrase is one run, which text
 * extraction reads as one.
 */
function trimEnd(line: ScriptRun[]): ScriptRun[] {
  const runs = [...line];
  while (runs.length > 0 && /^[ \u00A0]*$/.test(runs.at(-1)?.text ?? '')) runs.pop();
  const joined: ScriptRun[] = [];
  runs.forEach((run, index) => {
    const space = /^[ \u00A0]+$/.test(run.text);
    const bengali =
      run.bengali ||
      (space && runs[index - 1]?.bengali === true && runs[index + 1]?.bengali === true);
    const last = joined.at(-1);
    if (last && last.bengali === bengali) last.text += run.text;
    else joined.push({ text: run.text, bengali });
  });
  return joined;
}

/**
 * Makes `doc.text` write any text with Bengali script through {@link writeScriptRuns} (and
 * registers the Bengali fonts, embedded only when used): every layout function of the documents
 * then prints a Bangla label, a Bangla figure or a name in Bengali script as it prints English.
 * Text without Bengali goes to pdfkit's own `text`, as before.
 */
export function installScriptRuns(doc: PdfDocument): void {
  const files = bengaliFontFiles();
  doc.registerFont(BENGALI_FONTS.regular, files.regular);
  doc.registerFont(BENGALI_FONTS.bold, files.bold);
  const plainText = doc.text.bind(doc) as (...args: unknown[]) => PdfDocument;
  PLAIN_TEXT.set(doc, plainText as PdfDocument['text']);
  const text = (
    content: unknown,
    xOrOptions?: number | TextOptions,
    y?: number,
    options?: TextOptions,
  ): PdfDocument => {
    if (typeof content !== 'string' || !hasBengali(content)) {
      return plainText(content, xOrOptions, y, options);
    }
    return typeof xOrOptions === 'object'
      ? writeScriptRuns(doc, content, undefined, undefined, xOrOptions)
      : writeScriptRuns(doc, content, xOrOptions, y, options);
  };
  doc.text = text as PdfDocument['text'];
}
