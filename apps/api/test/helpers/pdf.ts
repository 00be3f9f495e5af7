import { extractText, getDocumentProxy } from 'unpdf';

/** The text of every page of a PDF, pages joined by a newline (PDF.js text extraction). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
