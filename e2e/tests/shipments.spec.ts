import {
  addDays,
  BACKORDER_MESSAGES,
  challanFileName,
  formatCalendarDay,
  formatPieces,
  SHIPMENT_MESSAGES,
  shopDay,
} from '@partline/shared';
import type { Download, TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { expect, expectAccessible, expectToast, openStarted, screenshot, test } from './fixtures';
import {
  addByQuickOrder,
  addProduct,
  checkOutAndPay,
  createShipment,
  fact,
  journeyProduct,
  newPage,
  shipDialog,
  shipmentFact,
  shipmentOf,
  STOCK,
  stockOf,
} from './fulfilment';

/*
 * Shipments (decision 321) at both widths: a buyer orders three products and pays by card; the
 * shop admin ships two lines, one of them in part, by Pathao Courier from Manage Orders; the
 * buyer's order page says "Partially shipped" and lists the shipment with its challan, which they
 * download, and its tracking link to Pathao's page; the admin ships the rest by own transport from
 * the order's page, and the order is delivered with two shipments.
 *
 * Backorders (decision 321): a product taking backorders has 2 in stock; a buyer orders 5 (the
 * cart says 3 on backorder with the expected day) and pays; the admin can ship the 2, restocks 10
 * on Manage Product, which serves the backorder, then ships the 3.
 *
 * Everything the journeys ship is their own (products named with the run's stamp): other
 * journeys run on the same shop at the same time.
 */

/** Pathao's tracking page (the carrier's template in migration 0036), answered by the journey. */
const PATHAO_TRACKING = 'https://merchant.pathao.com/tracking';

/** The saved file of a challan download: its name and its bytes. */
async function savedChallan(download: Download) {
  return {
    fileName: download.suggestedFilename(),
    bytes: readFileSync((await download.path())!),
  };
}

test.describe('shipments', () => {
  // Two people, a payment and two shipments: under a minute at both widths at once on the shared
  // two-vCPU machine, with room for a busier one.
  test.setTimeout(240_000);

  test('the admin ships an order in two consignments; the buyer follows them, downloads a challan and opens the tracking page', async ({
    page,
    browser,
  }, testInfo: TestInfo) => {
    const phone = testInfo.project.name === 'phone';
    const stamp = `${Date.now().toString(36)}${phone ? 'p' : 'd'}`;
    await signUpThroughApi(
      page,
      phone ? 'Farhana Akter' : 'Mahmudul Karim',
      newClientEmail('ship'),
    );

    // The shop admin adds the journey's three products through the API.
    const back = await newPage(browser, page);
    const adminPage = back.page;
    await logIn(adminPage, admin.email, admin.password);
    const bracket = journeyProduct(stamp, 'SB1', 'Server Bracket', 1200, 10);
    const pdu = journeyProduct(stamp, 'PD2', 'Power Distribution Unit', 8500, 6);
    const cableManager = journeyProduct(stamp, 'CM3', 'Cable Manager', 2400, 4);
    const plan = [bracket, pdu, cableManager];
    const ids = new Map<string, string>();
    for (const line of plan) ids.set(line.sku, await addProduct(adminPage, line));

    // 1. The buyer puts the three in the cart by quick order, checks out and pays by card.
    await addByQuickOrder(page, plan);
    const cartLines = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
    for (const line of plan) {
      await expect(cartLines.filter({ hasText: line.sku }).getByLabel('Quantity')).toHaveValue(
        String(line.quantity),
      );
    }
    const { card: orderCard, details, orderNumber } = await checkOutAndPay(page, bracket.name);
    const orderPath = `/dashboard/orders/${orderNumber}`;

    // Its page: nothing has shipped yet.
    await details.click();
    await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
    await expect(fact(page, 'Status')).toHaveText('Paid');
    await expect(page.getByRole('region', { name: 'Shipments' })).toContainText(
      'Nothing has shipped yet.',
    );
    // A buyer does not ship.
    await expect(
      page.getByRole('region', { name: 'Shipments' }).getByRole('button', { name: 'Ship' }),
    ).toHaveCount(0);

    // 2. The admin ships from Manage Orders: all the brackets and 2 of the 6 PDUs, by Pathao.
    await adminPage.goto('/dashboard/manage-orders');
    await adminPage.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
    await adminPage.getByRole('button', { name: `Ship ${orderNumber}` }).click();
    const dialog = shipDialog(adminPage, orderNumber);
    // Every piece left by default, leaving today.
    for (const line of plan) {
      await expect(dialog.getByLabel(`Pieces of ${line.sku} to ship`)).toHaveValue(
        String(line.quantity),
      );
    }
    await expect(dialog.getByLabel('Shipped on')).toHaveValue(shopDay());
    await dialog.getByLabel(`Pieces of ${pdu.sku} to ship`).fill('2');
    await dialog.getByLabel(`Pieces of ${cableManager.sku} to ship`).fill('0');
    const trackingNumber = `DL${stamp}`.toUpperCase();
    const firstChallan = await createShipment(
      adminPage,
      dialog,
      'Pathao Courier (Courier)',
      { trackingNumber },
      async () => {
        await expectAccessible(adminPage);
        await screenshot(adminPage, testInfo, 'ship-dialog');
      },
    );
    // The order is partly shipped; Deliver (ship the rest) and Ship stay beside it.
    await expect(adminPage.getByText('Partially shipped')).toBeVisible();
    await expect(adminPage.getByRole('button', { name: /^Deliver / })).toBeEnabled();
    await expect(adminPage.getByRole('button', { name: `Ship ${orderNumber}` })).toBeVisible();
    await expectAccessible(adminPage);
    await screenshot(adminPage, testInfo, 'manage-orders-partially-shipped');

    // The shipped pieces left the stock; the PDUs still to ship stay held.
    expect(await stockOf(page, ids.get(pdu.sku)!)).toEqual({
      available: STOCK - 2,
      held: pdu.quantity - 2,
    });
    expect(await stockOf(page, ids.get(bracket.sku)!)).toEqual({
      available: STOCK - bracket.quantity,
      held: 0,
    });

    // 3. The buyer: "Partially shipped", the shipment with its challan and tracking link.
    await page.reload();
    await expect(fact(page, 'Status')).toContainText('Paid');
    await expect(fact(page, 'Status')).toContainText('Partially shipped');
    const first = shipmentOf(page, firstChallan);
    await expect(first.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(shipmentFact(page, firstChallan, 'Shipped on')).toHaveText(
      formatCalendarDay(shopDay()),
    );
    await expect(shipmentFact(page, firstChallan, 'Carrier')).toHaveText('Pathao Courier');
    const tracking = first.getByRole('link', { name: trackingNumber });
    await expect(tracking).toHaveAttribute(
      'href',
      `${PATHAO_TRACKING}?consignment_id=${trackingNumber}`,
    );
    const firstLines = first.getByRole('list', { name: `Lines of ${firstChallan}` });
    await expect(firstLines.getByRole('listitem')).toHaveCount(2);
    await expect(firstLines.getByRole('listitem').filter({ hasText: bracket.sku })).toContainText(
      formatPieces(bracket.quantity),
    );
    await expect(firstLines.getByRole('listitem').filter({ hasText: pdu.sku })).toContainText(
      formatPieces(2),
    );
    await expect(firstLines).not.toContainText(cableManager.sku);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'order-partially-shipped');

    // The challan downloads as challan-CH-….pdf, a PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      first.getByRole('link', { name: `Download challan ${firstChallan}` }).click(),
    ]);
    const challan = await savedChallan(download);
    expect(challan.fileName).toBe(challanFileName(firstChallan));
    expect(challan.fileName).toMatch(/^challan-CH-\d{4}-\d+\.pdf$/);
    expect(challan.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The tracking link opens Pathao's page for the consignment in a new tab (answered here: the
    // journey needs no internet).
    const tracked: string[] = [];
    await page.context().route(`${PATHAO_TRACKING}?**`, async (route) => {
      tracked.push(route.request().url());
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Pathao tracking</title><h1>Consignment</h1></html>',
      });
    });
    const [pathao] = await Promise.all([page.waitForEvent('popup'), tracking.click()]);
    await pathao.waitForLoadState();
    const trackingUrl = `${PATHAO_TRACKING}?consignment_id=${trackingNumber}`;
    expect(pathao.url()).toBe(trackingUrl);
    expect(tracked).toEqual([trackingUrl]);
    await expect(pathao).toHaveTitle('Pathao tracking');
    await pathao.close();

    // My Orders says it too.
    await page.goto('/dashboard/my-orders');
    await expect(orderCard).toContainText('Partially shipped');

    // 4. The admin ships the rest from the order's page, by own transport with a vehicle number.
    await adminPage.goto(orderPath);
    await expect(fact(adminPage, 'Status')).toContainText('Partially shipped');
    await adminPage
      .getByRole('region', { name: 'Shipments' })
      .getByRole('button', { name: 'Ship' })
      .click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(`Pieces of ${bracket.sku} to ship`)).toBeDisabled();
    await expect(dialog.getByLabel(`Pieces of ${pdu.sku} to ship`)).toHaveValue(
      String(pdu.quantity - 2),
    );
    await expect(dialog.getByLabel(`Pieces of ${cableManager.sku} to ship`)).toHaveValue(
      String(cableManager.quantity),
    );
    const vehicleNumber = 'Dhaka Metro-TA 11-2233';
    const secondChallan = await createShipment(
      adminPage,
      dialog,
      'Own transport',
      { vehicleNumber },
      () => screenshot(adminPage, testInfo, 'ship-dialog-rest'),
    );
    expect(secondChallan).not.toBe(firstChallan);
    await expect(fact(adminPage, 'Status')).toHaveText('Delivered');
    await expect(
      adminPage.getByRole('region', { name: 'Shipments' }).getByRole('button', { name: 'Ship' }),
    ).toHaveCount(0);
    await back.context.close();

    // 5. The buyer: delivered, two shipments, the second by own transport with its vehicle.
    await page.goto(orderPath);
    await expect(fact(page, 'Status')).toHaveText('Delivered');
    const shipments = page.getByRole('region', { name: 'Shipments' });
    await expect(shipments.getByRole('heading', { level: 3 })).toHaveText([
      firstChallan,
      secondChallan,
    ]);
    await expect(shipmentFact(page, secondChallan, 'Carrier')).toHaveText('Own transport');
    await expect(shipmentFact(page, secondChallan, 'Vehicle number')).toHaveText(vehicleNumber);
    const secondLines = shipmentOf(page, secondChallan).getByRole('list', {
      name: `Lines of ${secondChallan}`,
    });
    await expect(secondLines.getByRole('listitem').filter({ hasText: pdu.sku })).toContainText(
      formatPieces(pdu.quantity - 2),
    );
    await expect(
      secondLines.getByRole('listitem').filter({ hasText: cableManager.sku }),
    ).toContainText(formatPieces(cableManager.quantity));
    await expect(secondLines).not.toContainText(bracket.sku);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'order-delivered-two-shipments');
    await page.goto('/dashboard/my-orders');
    await expect(orderCard).toContainText('Delivered');
    await expect(orderCard).not.toContainText('Partially shipped');
    for (const line of plan) {
      expect(await stockOf(page, ids.get(line.sku)!)).toEqual({
        available: STOCK - line.quantity,
        held: 0,
      });
    }
  });

  test('a backorder: 5 ordered of 2 in stock; the admin ships the 2, restocks 10, then ships the 3 waiting', async ({
    page,
    browser,
  }, testInfo: TestInfo) => {
    const phone = testInfo.project.name === 'phone';
    const stamp = `${Date.now().toString(36)}${phone ? 'p' : 'd'}`;
    await signUpThroughApi(
      page,
      phone ? 'Shirin Begum' : 'Arif Hossain',
      newClientEmail('backorder'),
    );

    // The shop admin adds a product taking backorders, 2 in stock, more expected in three weeks.
    const back = await newPage(browser, page);
    const adminPage = back.page;
    await logIn(adminPage, admin.email, admin.password);
    const fanTray = journeyProduct(stamp, 'FT4', 'Fan Tray', 3200, 5);
    const expectedOn = addDays(shopDay(), 21);
    const productId = await addProduct(adminPage, fanTray, {
      availableQuantity: 2,
      allowBackorder: true,
      backorderAvailableOn: expectedOn,
    });

    // 1. The buyer orders 5 from the product's page: the cart takes them, 3 on backorder with the
    // expected day.
    const { slug } = (await (await page.request.get(`/api/products/${productId}`)).json()) as {
      slug: string;
    };
    await openStarted(page, `/products/${slug}`);
    // Its reads settled first: a product read again (the session's prices) sets the quantity anew.
    await page.waitForLoadState('networkidle');
    const buy = page.getByRole('region', { name: 'Buy' });
    const quantity = buy.getByLabel(`Quantity of ${fanTray.name}`);
    await quantity.fill('5');
    await quantity.press('Tab');
    await expect(quantity).toHaveValue('5');
    await buy.getByRole('button', { name: `Add to cart: ${fanTray.name}` }).click();
    await expectToast(page, 'Added to cart');
    await page.goto('/cart');
    const cartLine = page
      .getByRole('list', { name: 'Cart lines' })
      .getByRole('listitem')
      .filter({ hasText: fanTray.sku });
    await expect(cartLine.getByLabel('Quantity')).toHaveValue('5');
    await expect(cartLine).toContainText(
      BACKORDER_MESSAGES.linePieces(3, formatCalendarDay(expectedOn)),
    );
    await expectAccessible(page);
    await screenshot(page, testInfo, 'backorder-cart');
    const { details, orderNumber } = await checkOutAndPay(page, fanTray.name);
    const orderPath = `/dashboard/orders/${orderNumber}`;
    // The 2 in stock are held for it; the 3 wait for the next stock.
    expect(await stockOf(page, productId)).toEqual({ available: 2, held: 2 });
    await details.click();
    await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
    const lines = page.getByRole('region', { name: /^Lines/ });
    await expect(lines).toContainText(BACKORDER_MESSAGES.orderLinePieces(3));

    // 2. The admin can ship the 2: no more.
    await adminPage.goto(orderPath);
    await adminPage
      .getByRole('region', { name: 'Shipments' })
      .getByRole('button', { name: 'Ship' })
      .click();
    const dialog = shipDialog(adminPage, orderNumber);
    const pieces = dialog.getByLabel(`Pieces of ${fanTray.sku} to ship`);
    await expect(pieces).toHaveValue('2');
    await pieces.fill('3');
    await dialog.getByRole('button', { name: 'Create shipment' }).click();
    await expect(dialog.getByText(SHIPMENT_MESSAGES.moreThanLeft(2))).toBeVisible();
    await pieces.fill('2');
    const firstChallan = await createShipment(adminPage, dialog, 'Pathao Courier (Courier)', {
      trackingNumber: `BO${stamp}`.toUpperCase(),
    });
    // Nothing else can ship until the stock comes.
    await expect(fact(adminPage, 'Status')).toContainText('Partially shipped');
    await expect(
      adminPage.getByRole('region', { name: 'Shipments' }).getByRole('button', { name: 'Ship' }),
    ).toHaveCount(0);
    await expect(adminPage.getByRole('region', { name: /^Lines/ })).toContainText(
      BACKORDER_MESSAGES.orderLinePieces(3),
    );
    await screenshot(adminPage, testInfo, 'backorder-shipped-in-stock');

    // 3. The admin restocks 10 on Manage Product: the 3 waiting are served first.
    await adminPage.goto('/dashboard/manage-product');
    await adminPage.getByRole('searchbox', { name: 'Search products' }).fill(fanTray.sku);
    await adminPage.getByRole('button', { name: `Restock ${fanTray.name}` }).click();
    const restock = adminPage.getByRole('dialog', { name: `Restock ${fanTray.name}` });
    await restock.getByLabel('Pieces to add').fill('10');
    await restock.getByRole('button', { name: 'Restock' }).click();
    await expectToast(adminPage, 'Product Restocked Successfully');
    expect(await stockOf(page, productId)).toEqual({ available: 10, held: 3 });

    // 4. The rest ships.
    await adminPage.goto(orderPath);
    await expect(adminPage.getByRole('region', { name: /^Lines/ })).not.toContainText(
      'on backorder',
    );
    await adminPage
      .getByRole('region', { name: 'Shipments' })
      .getByRole('button', { name: 'Ship' })
      .click();
    await expect(pieces).toHaveValue('3');
    const secondChallan = await createShipment(adminPage, dialog, 'Own transport', {
      vehicleNumber: 'Dhaka Metro-NA 14-5566',
    });
    await expect(fact(adminPage, 'Status')).toHaveText('Delivered');
    await back.context.close();
    expect(await stockOf(page, productId)).toEqual({ available: 7, held: 0 });

    // The buyer: delivered in two shipments, 2 and 3 pieces.
    await page.reload();
    await expect(fact(page, 'Status')).toHaveText('Delivered');
    await expect(lines).not.toContainText('on backorder');
    await expect(
      page.getByRole('region', { name: 'Shipments' }).getByRole('heading', { level: 3 }),
    ).toHaveText([firstChallan, secondChallan]);
    await expect(
      shipmentOf(page, firstChallan).getByRole('list', { name: `Lines of ${firstChallan}` }),
    ).toContainText(formatPieces(2));
    await expect(
      shipmentOf(page, secondChallan).getByRole('list', { name: `Lines of ${secondChallan}` }),
    ).toContainText(formatPieces(3));
    await expectAccessible(page);
    await screenshot(page, testInfo, 'backorder-delivered');
  });
});
