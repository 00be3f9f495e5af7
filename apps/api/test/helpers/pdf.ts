import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { extractText, getDocumentProxy } from 'unpdf';

const run = promisify(execFile);

/** `pdf` written to a file of a new temporary folder; its path. */
async function pdfFile(pdf: Uint8Array): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'partline-pdf-')), 'document.pdf');
  await writeFile(file, pdf);
  // `BANGLA_PDF_DIR` keeps a copy to look at (pdftoppm -png -r 80).
  if (process.env.BANGLA_PDF_DIR) {
    await writeFile(join(process.env.BANGLA_PDF_DIR, `${pdf.length}.pdf`), pdf);
  }
  return file;
}

/**
 * The text pdftotext (poppler) extracts from `pdf`, in the order it is written, each run on a
 * line (`-raw`: poppler places the Bengali runs' ActualText wrongly in its `-layout` mode). A PDF
 * with Bengali needs it: PDF.js ({@link pdfText}) reads the shaped glyphs, not their ActualText.
 */
export async function pdftotext(pdf: Uint8Array): Promise<string> {
  return (await run('pdftotext', ['-raw', await pdfFile(pdf), '-'])).stdout;
}

/** The fonts `pdffonts` (poppler) lists for `pdf`. */
export async function pdffonts(pdf: Uint8Array): Promise<string> {
  return (await run('pdffonts', [await pdfFile(pdf)])).stdout;
}

/** The text of every page of a PDF, pages joined by a newline (PDF.js text extraction). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

/** The text of each page of a PDF, first page first (PDF.js text extraction). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: false });
  return text;
}

/**
 * The lines of text of every page of a PDF as a reader sees them, top to bottom: the text items
 * that share a baseline joined by a space, white space collapsed (a no-break space included).
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    const byBaseline = new Map<number, { x: number; text: string }[]>();
    for (const item of items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      const row = byBaseline.get(y) ?? [];
      row.push({ x: item.transform[4] as number, text: item.str });
      byBaseline.set(y, row);
    }
    for (const y of [...byBaseline.keys()].sort((a, b) => b - a)) {
      const row = byBaseline.get(y)!.sort((a, b) => a.x - b.x);
      lines.push(
        row
          .map((part) => part.text)
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
  }
  return lines;
}
