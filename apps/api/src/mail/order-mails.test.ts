import { invoiceFileName } from '@partline/shared';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signUpUser, type TestUser } from '../../test/helpers/auth.js';
import { insertProduct } from '../../test/helpers/factories.js';
import { markDelivered, markPaid, payLocally, placeOrder } from '../../test/helpers/orders.js';
import { pdfText } from '../../test/helpers/pdf.js';
import { useTestAppWithSmtp, type ReceivedMail } from '../../test/helpers/smtp.js';
import type { TestApp } from '../../test/helpers/test-app.js';
import { invoices, mailJobs, orders } from '../db/schema/index.js';
import { createMailer } from './mailer.js';
import { backoffDelayMs, createMailWorker } from './mail-worker.js';

/** The PDF attached to a received message (its base64 part), decoded. */
function attachedPdf(mail: ReceivedMail): { filename: string; bytes: Buffer } {
  const part =
    /Content-Type: application\/pdf;[^]*?filename="?([^"\r\n]+)"?[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/i.exec(
      mail.raw,
    );
  if (!part) throw new Error(`no PDF attachment in:\n${mail.raw.slice(0, 2000)}`);
  return {
    filename: part[1] ?? '',
    bytes: Buffer.from((part[2] ?? '').replace(/\s/g, ''), 'base64'),
  };
}

/** Waits until `check` holds (polling the database), at most `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The order's number, which its e-mails name (decision 300). */
const numberOf = async (t: TestApp, orderId: string) =>
  (await t.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId)))[0]!
    .number;

/** Whether a mail names `number`. */
const mentioning = (number: string) => (mail: ReceivedMail) => mail.source.includes(number);

const jobsOf = (t: TestApp, orderId: string) =>
  t.db
    .select()
    .from(mailJobs)
    .where(eq(mailJobs.orderId, orderId))
    .orderBy(asc(mailJobs.createdAt));

describe('order e-mails through a real SMTP server', () => {
  const { t, smtp } = useTestAppWithSmtp({ pollIntervalMs: 20, retryDelayMs: () => 0 });
  let buyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    buyer = await signUpUser(t.app, { name: 'Imran Chowdhury' });
    admin = await createAdmin(t.app);
  });
  afterEach(() => smtp.refuse(false));

  it('placed, paid (with the invoice PDF attached) and shipped reach the buyer', async () => {
    const product = await insertProduct(t.db, {
      productName: 'NV4 1 TB NVMe Drive',
      productPrice: 2500,
      minOrder: 12,
      availableQuantity: 100,
    });
    const orderId = await placeOrder(t.app, buyer, product.id, { quantity: 12 });
    const placed = await smtp.waitFor(buyer.email, /^Your Partline order: 12 pcs of NV4/);
    expect(placed.source).toContain('Hello Imran Chowdhury,');
    expect(placed.source).toContain('at Tk.\u00a02,500 each, Tk.\u00a030,000 in total');
    expect(placed.source).toContain(`${t.config.publicUrl}/dashboard/my-orders`);
    expect(placed.source).toContain(await numberOf(t, orderId));

    const { intentId } = await payLocally(t.app, buyer, orderId);
    expect((await markPaid(t.app, buyer, orderId, intentId)).statusCode).toBe(200);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const number = invoice?.number ?? 'no invoice';
    const receipt = await smtp.waitFor(
      buyer.email,
      new RegExp(`^Payment received: invoice ${number}$`),
    );
    expect(receipt.source).toContain('We received your payment of Tk.\u00a030,000 for 12 pcs');
    expect(receipt.source).toContain(`Payment reference: ${intentId}`);
    const orderNumber = await numberOf(t, orderId);
    expect(receipt.source).toContain(`Order number: ${orderNumber}`);
    expect(receipt.source).toContain(`${t.config.publicUrl}/dashboard/orders/${orderNumber}`);
    const pdf = attachedPdf(receipt);
    expect(pdf.filename).toBe(invoiceFileName(number));
    const downloaded = await t.app.inject({
      url: `/api/orders/${orderId}/invoice`,
      headers: buyer.headers,
    });
    expect(pdf.bytes.equals(downloaded.rawPayload)).toBe(true);
    expect(await pdfText(pdf.bytes)).toContain(number);

    const delivered = await markDelivered(t.app, admin, orderId);
    expect(delivered.json()).toEqual({ modifiedCount: 1 });
    const shipped = await smtp.waitFor(buyer.email, /^Your Partline order has shipped: 12 pcs/);
    expect(shipped.source).toContain('is on its way to House 12, Road 5, Dhanmondi, Dhaka 1205');

    await eventually(async () => (await jobsOf(t, orderId)).every((job) => job.status === 'sent'));
    expect(smtp.messages.filter(mentioning(await numberOf(t, orderId)))).toHaveLength(3);
    expect(smtp.messages.filter((mail) => mail.subject.includes(number))).toHaveLength(1);
  });

  it('a refusing server does not fail the order; the mail is retried and sent once', async () => {
    smtp.refuse(true);
    const product = await insertProduct(t.db, { minOrder: 3, availableQuantity: 50 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: {
        productId: product.id,
        quantity: 3,
        address: 'Plot 9, Agrabad, Chattogram',
        phoneNumber: '+880 1811-000000',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { insertedId: orderId } = response.json<{ insertedId: string }>();

    await eventually(async () => {
      const [job] = await jobsOf(t, orderId);
      return job !== undefined && job.attempts >= 2 && job.status === 'pending';
    });
    const [refused] = await jobsOf(t, orderId);
    expect(refused?.lastError).toMatch(/451|Try again later/);
    expect(smtp.messages.some(mentioning(await numberOf(t, orderId)))).toBe(false);

    smtp.refuse(false);
    await smtp.waitFor(buyer.email, /^Your Partline order: 3 pcs/);
    await eventually(async () => (await jobsOf(t, orderId))[0]?.status === 'sent');
    // More passes find nothing left to send.
    await t.app.mailWorker.runOnce();
    await t.app.mailWorker.runOnce();
    expect(smtp.messages.filter(mentioning(await numberOf(t, orderId)))).toHaveLength(1);
    const [sent] = await jobsOf(t, orderId);
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });
});

describe('the mail worker, driven pass by pass', () => {
  const { t, smtp } = useTestAppWithSmtp({
    autoStart: false,
    retryDelayMs: () => 0,
    maxAttempts: 3,
  });
  let buyer: TestUser;

  beforeAll(async () => {
    buyer = await signUpUser(t.app);
  });

  it('a server that is down: the order is placed, the mail waits and goes once it is back', async () => {
    await smtp.close();
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t.app, buyer, product.id, { quantity: 1 });

    expect(await t.app.mailWorker.runOnce()).toEqual({ claimed: 1, sent: 0, failed: 1 });
    const [waiting] = await jobsOf(t, orderId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.startAgain();
    expect(await t.app.mailWorker.runOnce()).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(await t.app.mailWorker.runOnce()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(smtp.messages.filter(mentioning(await numberOf(t, orderId)))).toHaveLength(1);
    expect((await jobsOf(t, orderId))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives a job up after its last attempt', async () => {
    smtp.refuse(true);
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 10 });
    const orderId = await placeOrder(t.app, buyer, product.id, { quantity: 1 });
    for (let pass = 0; pass < 3; pass += 1) await t.app.mailWorker.runOnce();
    expect((await jobsOf(t, orderId))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await t.app.mailWorker.runOnce()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    smtp.refuse(false);
  });

  it('workers of several instances polling at once send each mail exactly once', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 1000 });
    const orderIds: string[] = [];
    for (let index = 0; index < 24; index += 1) {
      orderIds.push(await placeOrder(t.app, buyer, product.id, { quantity: 1 }));
    }
    // Four more "instances": their own workers and SMTP connections on the same database.
    const instances = Array.from({ length: 4 }, () =>
      createMailWorker({
        db: t.db,
        mailer: createMailer(t.config, { info: () => undefined }),
        publicUrl: t.config.publicUrl,
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
        options: { autoStart: false, batchSize: 3, concurrency: 2 },
      }),
    );
    const workers = [t.app.mailWorker, ...instances];
    for (let round = 0; round < 4; round += 1) {
      await Promise.all(workers.flatMap((worker) => [worker.runOnce(), worker.runOnce()]));
    }
    for (const orderId of orderIds) {
      expect(smtp.messages.filter(mentioning(await numberOf(t, orderId)))).toHaveLength(1);
      expect((await jobsOf(t, orderId))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    }
  });
});

describe('backoffDelayMs', () => {
  it('doubles from 30 s and stops at one hour', () => {
    expect([1, 2, 3, 4, 8, 20].map((attempts) => backoffDelayMs(attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});
