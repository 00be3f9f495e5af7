import { daysBetween, shopDay } from '@partline/shared';
import type { Database } from '../db/client.js';
import { queueInvoiceOverdueMail } from '../mail/order-mails.js';
import { overdueInvoicesOf } from '../modules/invoices/receivables.service.js';

/** Days of one reminder period: an overdue invoice gets one reminder per week (decision 144). */
export const REMINDER_PERIOD_DAYS = 7;

/**
 * The reminder period an invoice due on `dueDate` is in on the shop's day `today`: `overdue-0` for
 * its first week past due, `overdue-1` for the second, and so on.
 */
export function reminderPeriodOf(dueDate: string, today: string): string {
  const daysOverdue = daysBetween(dueDate, today) - 1;
  return `overdue-${Math.floor((daysOverdue - 1) / REMINDER_PERIOD_DAYS)}`;
}

/**
 * The overdue-reminder job (decision 144): queues, through the mail outbox, one reminder per
 * overdue invoice and reminder period to the buyer the invoice is made out to. Idempotent: the
 * outbox's unique kind, order and period make a second pass in the same period (another instance,
 * a restart, the next hour) queue nothing. Answers how many reminders it queued.
 */
export async function queueOverdueReminders(
  db: Database,
  today: string = shopDay(),
): Promise<number> {
  let queued = 0;
  for (const invoice of await overdueInvoicesOf(db, today)) {
    const added = await queueInvoiceOverdueMail(
      db,
      {
        orderId: invoice.orderId,
        recipient: invoice.buyerEmail,
        period: reminderPeriodOf(invoice.dueDate, today),
      },
      {
        invoiceNumber: invoice.number,
        buyerName: invoice.buyerName,
        companyName: invoice.companyName,
        dueDate: invoice.dueDate,
        totalPoisha: invoice.totalPoisha,
        openPoisha: invoice.openPoisha,
        currency: invoice.currency,
        poNumber: invoice.poNumber,
      },
    );
    if (added) queued += 1;
  }
  return queued;
}
