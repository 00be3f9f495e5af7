import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A PDF a route answers: the file name offered for saving and its bytes. */
export interface PdfFile {
  filename: string;
  content: Buffer;
}

/**
 * The answer schema of a route that downloads a PDF: the bytes as they are, documented as a
 * binary string (`description`: what the file is, e.g. 'The invoice as a PDF file').
 */
export function pdfAnswer(description: string) {
  return z
    .custom<Buffer>((value) => Buffer.isBuffer(value))
    .meta({ type: 'string', format: 'binary', description });
}

/**
 * Sends `pdf` as an attachment: `application/pdf`, saved as its file name, revalidated on every
 * download and kept by no shared cache (the documents are a client's own).
 */
export function sendPdf(reply: FastifyReply, { filename, content }: PdfFile): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-cache')
    .send(content);
}
