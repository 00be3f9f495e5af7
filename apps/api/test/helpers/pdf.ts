import { extractText, getDocumentProxy } from 'unpdf';

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
