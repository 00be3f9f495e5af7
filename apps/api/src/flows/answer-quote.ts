import {
  orderTaxOf,
  quotedRates,
  taxBasisOf,
  taxedLine,
  withBasis,
  type TaxedLine,
} from './order-tax.js';
import {
  AmountTooLargeError,
  MONEY_MESSAGES,
  QUOTE_MESSAGES,
  checkedLineTotal,
  checkedSum,
  QUOTE_VALIDITY_MAX_DAYS,
  addDays,
  shopDay,
  toPoisha,
  toTaka,
  type AnswerQuoteInput,
  type Quote,
} from '@partline/shared';
import type { AuditActor } from '../audit/audit-log.js';
import type { Database } from '../db/client.js';
import type { QuoteLineSnapshot } from '../db/schema/index.js';
import { ConflictError, ValidationError } from '../errors.js';
import { mailLinesOf, queueQuoteAnsweredMail } from '../mail/order-mails.js';
import { addAnswer } from '../modules/quotes/quotes.repository.js';
import {
  endOfShopDay,
  latestVersionOf,
  lockQuoteFor,
  toQuote,
} from '../modules/quotes/quotes.service.js';
import type { RequestUser } from '../plugins/identity.js';
import { recordQuoteStep } from './quote-step.js';

/**
 * The answer's line totals and total in poisha, each checked to be held exactly (a quantity of
 * 1e8 at Tk. 1e8 is not), before anything is locked or written.
 * @throws ValidationError 'The total is too large to be recorded' on the line, or on `lines` for
 *   a sum of lines that fit one by one.
 */
function checkedTotals(input: AnswerQuoteInput): { lines: number[]; total: number } {
  const lines = input.lines.map((line, index) => {
    try {
      return checkedLineTotal(toPoisha(line.unitPrice), line.quantity);
    } catch (error) {
      if (!(error instanceof AmountTooLargeError)) throw error;
      throw new ValidationError(
        { [`lines.${index}.quantity`]: [MONEY_MESSAGES.totalTooLarge] },
        MONEY_MESSAGES.totalTooLarge,
      );
    }
  });
  try {
    return { lines, total: checkedSum(lines) };
  } catch (error) {
    if (!(error instanceof AmountTooLargeError)) throw error;
    throw new ValidationError(
      { lines: [MONEY_MESSAGES.totalTooLarge] },
      MONEY_MESSAGES.totalTooLarge,
    );
  }
}

/**
 * `POST /admin/quotes/{id}/versions` (decision 151): the shop's answer becomes the quote's next
 * version, in one transaction under the quote's row lock: a unit price and quantity for each
 * product of the latest version (exactly those products, once each; names and SKUs are copied
 * from it), valid until the end of the chosen shop day; the quote is `quoted` at that version
 * (an earlier answer is superseded and can no longer be accepted), the timeline and the audit log
 * record it, and the buyer's 'quote answered' e-mail is queued.
 * @throws NotFoundError 'Quote not found'; ValidationError for lines that do not match, a total
 *   that cannot be recorded exactly, or a validity date in the past or too far; ConflictError 'This quote is closed' once accepted or
 *   declined.
 */
export async function answerQuote(
  db: Database,
  caller: RequestUser,
  quoteId: string,
  input: AnswerQuoteInput,
  actor: AuditActor,
): Promise<Quote> {
  const today = shopDay();
  if (input.validUntil < today)
    throw new ValidationError({ validUntil: [QUOTE_MESSAGES.validFuture] });
  if (input.validUntil > addDays(today, QUOTE_VALIDITY_MAX_DAYS)) {
    throw new ValidationError({ validUntil: [QUOTE_MESSAGES.validTooFar] });
  }
  const lineTotals = checkedTotals(input);
  const answered = await db.transaction(async (tx) => {
    const quote = await lockQuoteFor(tx, { caller }, quoteId);
    if (quote.status === 'accepted' || quote.status === 'declined') {
      throw new ConflictError(QUOTE_MESSAGES.notOpen);
    }
    const latest = await latestVersionOf(tx, quote);
    const byProduct = new Map(latest.lines.map((line) => [line.productId, line]));
    const seen = new Set<string>();
    // The shop's prices are taxed as its catalog's (decision 305), at the rates quoted before.
    const basis = await taxBasisOf(tx, quote.companyId);
    const lines: TaxedLine<QuoteLineSnapshot>[] = [];
    for (const [index, line] of input.lines.entries()) {
      const before = byProduct.get(line.productId);
      if (!before || seen.has(line.productId)) break;
      seen.add(line.productId);
      const unit = toPoisha(line.unitPrice);
      lines.push(
        taxedLine(
          {
            ...before,
            quantity: line.quantity,
            unitPricePoisha: unit,
            lineTotalPoisha: lineTotals.lines[index]!,
          },
          quotedRates(before, undefined),
          basis,
        ),
      );
    }
    if (lines.length !== byProduct.size || input.lines.length !== byProduct.size) {
      throw new ValidationError({ lines: [QUOTE_MESSAGES.linesMustMatch] });
    }
    const { totalPoisha, sdPoisha, vatPoisha } = orderTaxOf(lines, basis);
    const snapshots = lines.map((line) => withBasis(line, basis));
    const validUntil = endOfShopDay(input.validUntil);
    const version = quote.currentVersion + 1;
    const added = await addAnswer(tx, quote, {
      version,
      author: 'shop',
      authorName: caller.name,
      message: input.message,
      validUntil,
      totalPoisha,
      sdPoisha,
      vatPoisha,
      lines: snapshots,
    });
    if (!added) throw new ConflictError(QUOTE_MESSAGES.notOpen);
    await recordQuoteStep(
      tx,
      actor,
      quote,
      {
        kind: 'quoted',
        author: 'shop',
        authorName: caller.name,
        version,
        body: input.message || null,
      },
      {
        action: 'quote.answer',
        before: {
          status: quote.status,
          version: quote.currentVersion,
          totalPrice: toTaka(latest.totalPoisha),
        },
        after: {
          status: 'quoted',
          version,
          totalPrice: toTaka(totalPoisha),
          validUntil: validUntil.toISOString(),
        },
      },
    );
    await queueQuoteAnsweredMail(
      tx,
      { versionId: added.versionId, recipient: quote.userEmail },
      {
        quoteId: quote.id,
        quoteNumber: quote.number,
        buyerName: quote.userName,
        version,
        lines: mailLinesOf(lines),
        totalPoisha,
        currency: quote.currency,
        validUntil: validUntil.toISOString(),
        message: input.message,
      },
    );
    return added.quote;
  });
  return toQuote(db, answered);
}
