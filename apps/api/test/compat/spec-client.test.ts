/**
 * A client written against the specification's API (spec §7) works unchanged (DESIGN.md, "Shape
 * of the system"). Every call of §7 is sent over HTTP the way a plain React + axios/fetch client
 * sends it: `Authorization: Bearer <localStorage.accessToken>` and the `email` header, no cookies,
 * numbers typed into forms as strings, `Content-Type: application/json` with no body on calls
 * whose data is in the path, forms that send back what a GET answered. Each call asserts the
 * fields and types such a client reads and the effect in the database; the documented deviations
 * (DESIGN.md, "Where the specification's payloads are open"; decisions 090–092) are asserted as
 * documented.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { toPoisha } from '@partline/shared';
import { buildProductInput } from '@partline/shared/testing';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, products, reviews, users } from '../../src/db/schema/index.js';
import { createAdmin, signUpUser, type TestUser } from '../helpers/auth.js';
import { insertProduct } from '../helpers/factories.js';
import { makeImage } from '../helpers/images.js';
import { card } from '../helpers/orders.js';
import { useTestApp } from '../helpers/test-app.js';

const t = useTestApp({ seed: true });
/** `{host}` of spec §7. */
let host: string;

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  host = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
});

/** An answer as an axios client reads it. */
interface Answer<T = unknown> {
  status: number;
  data: T;
}

/** The API's error shape, as a client reads a refusal. */
interface Refusal {
  error: { code: string; message: string; details?: Record<string, string[]> };
}

/** What the client keeps of a signed-in user: the e-mail of the auth state, `localStorage.accessToken`. */
interface Session {
  email: string;
  accessToken: string;
}

/**
 * One call as the specification's client sends it: a JSON accept header, the bearer token and the
 * `email` header when signed in, a JSON body when there is data, and — with `emptyJson` — the JSON
 * content type with no body. No cookie is ever sent (Node's fetch keeps none).
 */
async function send<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  session?: Session,
  data?: unknown,
  { emptyJson = false }: { emptyJson?: boolean } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
  if (session) {
    headers.authorization = `Bearer ${session.accessToken}`;
    headers.email = session.email;
  }
  if (data !== undefined || emptyJson) headers['content-type'] = 'application/json';
  const response = await fetch(`${host}${path}`, {
    method,
    headers,
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  const text = await response.text();
  return { status: response.status, data: text ? JSON.parse(text) : undefined };
}

/**
 * Signs in with the identity provider (better-auth, spec §7 "identity provider calls"; its token is
 * the one credential a cookie-less client holds), then does what the specification's client does
 * once a user with an e-mail is available: `PUT /user/{email}` `{ email, role }` and
 * `POST /login` `{ email }`, keeping `accessToken`.
 */
async function signIn(user: TestUser): Promise<Session> {
  const identity = { email: user.email, accessToken: user.token };
  const registered = await send('PUT', `/user/${user.email}`, identity, {
    email: user.email,
    role: 'user',
  });
  expect(registered.status).toBe(200);
  // Documented (docs/accounts-contract.md): accounts get role user at sign-up, so `insertedId` is
  // `null` unless this call set it.
  expect(registered.data).toHaveProperty('insertedId');
  const login = await send<{ accessToken: string }>('POST', '/login', identity, {
    email: user.email,
  });
  expect(login.status).toBe(200);
  expect(typeof login.data.accessToken).toBe('string');
  return { email: user.email, accessToken: login.data.accessToken };
}

const client = async (name?: string) => signIn(await signUpUser(t.app, name ? { name } : {}));
const admin = async () => signIn(await createAdmin(t.app));

/** A product row added past the API, with stock for a few orders. */
const stockedProduct = (overrides: Parameters<typeof insertProduct>[1] = {}) =>
  insertProduct(t.db, { minOrder: 10, availableQuantity: 1000, productPrice: 150, ...overrides });

/**
 * `POST /orders` as the specification's client sends it: "order fields" (spec §3) from the
 * purchase form, quantity typed as a string, plus `productId` (DESIGN.md: the body is
 * `{ productId, quantity, address, phoneNumber }`; other order fields are ignored).
 */
async function placeOrder(session: Session, productId: string, quantity = '20') {
  const answer = await send<{ insertedId: string }>('POST', '/orders', session, {
    productId,
    userName: 'Whoever I Say',
    userEmail: session.email,
    productName: 'Renamed by the client',
    productPrice: '1',
    quantity,
    requiredQuantity: quantity,
    totalPrice: '1',
    productImage: 'https://example.com/x.png',
    productDescription: 'x',
    availableQuantity: '999999',
    minOrder: '1',
    address: 'House 12, Road 5, Dhanmondi, Dhaka',
    phoneNumber: '+880 1711-223344',
    isPaid: true,
    isDelivered: true,
  });
  expect(answer.status, JSON.stringify(answer.data)).toBe(201);
  expect(typeof answer.data.insertedId).toBe('string');
  return answer.data.insertedId;
}

/**
 * Pays an order as the payment page does (spec §2, §4): a client secret from
 * `POST /create-payment-intent` (DESIGN.md: `{ orderId }`, not `{ totalPrice }`), the card
 * confirmed with the provider (the built-in `local` one), then `PUT /orders/{id}`
 * `{ transactionId, isPaid: true }`.
 */
async function payOrder(session: Session, orderId: string) {
  const intent = await send<{ clientSecret: string; paymentIntentId: string }>(
    'POST',
    '/create-payment-intent',
    session,
    { orderId },
  );
  expect(intent.status).toBe(200);
  expect(typeof intent.data.clientSecret).toBe('string');
  const confirmed = await send<{ paymentIntent: { id: string; status: string } }>(
    'POST',
    '/payments/local/confirm',
    session,
    { clientSecret: intent.data.clientSecret, ...card() },
  );
  expect(confirmed.data.paymentIntent.status).toBe('succeeded');
  const paid = await send<{ modifiedCount: number }>('PUT', `/orders/${orderId}`, session, {
    transactionId: confirmed.data.paymentIntent.id,
    isPaid: true,
  });
  expect(paid.status).toBe(200);
  expect(paid.data.modifiedCount).toBe(1);
  return confirmed.data.paymentIntent.id;
}

const orderRow = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const userRow = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('accounts (spec §7)', () => {
  it('POST /login answers the accessToken the other calls carry; only for the signed-in caller', async () => {
    const user = await signUpUser(t.app);
    const session = await signIn(user);
    const role = await send('GET', `/${user.email}`, session);
    expect(role).toEqual({ status: 200, data: { role: 'user' } });

    // Documented (DESIGN.md, Identity): no token for a caller who is not signed in, or for
    // another e-mail; an `email` header that is not the caller's is refused.
    expect((await send('POST', '/login', undefined, { email: user.email })).status).toBe(401);
    const other = await signUpUser(t.app);
    expect((await send('POST', '/login', { ...session }, { email: other.email })).status).toBe(403);
    expect((await send('GET', `/${user.email}`, { ...session, email: other.email })).status).toBe(
      403,
    );
  });

  it('GET /user/{email} answers the profile; PUT /update/user/{email} takes it back unchanged (decision 091)', async () => {
    const session = await client('Farhana Rahman');
    const profile = await send<Record<string, string>>('GET', `/user/${session.email}`, session);
    expect(profile.status).toBe(200);
    expect(profile.data).toEqual({
      email: session.email,
      role: 'user',
      displayName: 'Farhana Rahman',
      institution: 'N/A',
      phoneNumber: 'N/A',
      address: 'N/A',
      dateOfBirth: 'N/A',
      // Not 'N/A': a client renders <img src={photoURL}>.
      photoURL: '',
      // The language the web app's switch saved (decision 325).
      locale: 'en',
    });
    for (const value of Object.values(profile.data)) expect(typeof value).toBe('string');

    // The edit form sends back every field as the GET answered it.
    const { email: _email, role: _role, ...form } = profile.data;
    const echoed = await send('PUT', `/update/user/${session.email}`, session, form);
    expect(echoed.status, JSON.stringify(echoed.data)).toBe(200);
    expect(echoed.data).toEqual({ modifiedCount: 1 });
    expect(await userRow(session.email)).toMatchObject({
      name: 'Farhana Rahman',
      image: null,
      institution: null,
      phoneNumber: null,
      address: null,
      dateOfBirth: null,
    });
    expect((await send('GET', `/user/${session.email}`, session)).data).toEqual(profile.data);

    // Then with the form filled in; fields the form leaves at 'N/A' stay unset.
    const filled = await send('PUT', `/update/user/${session.email}`, session, {
      ...form,
      institution: 'BUET',
      dateOfBirth: '1995-04-12',
      photoURL: 'https://i.ibb.co/farhana.png',
    });
    expect(filled.data).toEqual({ modifiedCount: 1 });
    expect(await userRow(session.email)).toMatchObject({
      institution: 'BUET',
      dateOfBirth: '1995-04-12',
      image: 'https://i.ibb.co/farhana.png',
      address: null,
    });
    expect((await send('GET', `/user/${session.email}`, session)).data).toMatchObject({
      institution: 'BUET',
      dateOfBirth: '1995-04-12',
      photoURL: 'https://i.ibb.co/farhana.png',
      address: 'N/A',
    });
  });

  it('GET /admin/{email}, /admin, /users; PUT and DELETE /user/admin/{email} with an empty JSON body (decision 090)', async () => {
    const boss = await admin();
    const member = await client();
    expect(await send('GET', `/admin/${boss.email}`, boss)).toEqual({
      status: 200,
      data: { admin: true },
    });
    expect(await send('GET', `/admin/${member.email}`, member)).toEqual({
      status: 200,
      data: { admin: false },
    });

    const made = await send('PUT', `/user/admin/${member.email}`, boss, undefined, {
      emptyJson: true,
    });
    expect(made).toEqual({ status: 200, data: { modifiedCount: 1 } });
    expect((await userRow(member.email))?.role).toBe('admin');

    const admins = await send<Array<Record<string, unknown>>>('GET', '/admin', boss);
    expect(admins.data.map((row) => row.email)).toEqual(
      expect.arrayContaining([boss.email, member.email]),
    );
    const everyone = await send<Array<Record<string, unknown>>>('GET', '/users', boss);
    expect(everyone.status).toBe(200);
    const row = everyone.data.find((entry) => entry.email === member.email);
    expect(row).toMatchObject({ _id: expect.any(String), role: 'admin', photoURL: '' });
    // Insertion order, as the specification's server answered (decision 092).
    const inDatabase = await t.db
      .select({ email: users.email })
      .from(users)
      .orderBy(asc(users.createdAt), asc(users.id));
    expect(everyone.data.map((entry) => entry.email)).toEqual(inDatabase.map((u) => u.email));

    const removed = await send('DELETE', `/user/admin/${member.email}`, boss, undefined, {
      emptyJson: true,
    });
    expect(removed).toEqual({ status: 200, data: { modifiedCount: 1 } });
    expect((await userRow(member.email))?.role).toBe('user');

    // Spec §4, §8: an admin cannot remove their own rights.
    const self = await send<Refusal>('DELETE', `/user/admin/${boss.email}`, boss, undefined, {
      emptyJson: true,
    });
    expect(self.status).toBe(409);
    expect(self.data.error.message).toBe("You can't remove yourself from admin");
    expect((await userRow(boss.email))?.role).toBe('admin');
  });
});

describe('catalog (spec §7)', () => {
  it('GET /products answers in insertion order; the client reverses it for the newest 6 (decision 092)', async () => {
    for (let i = 0; i < 3; i += 1) await stockedProduct();
    const list = await send<Array<Record<string, unknown>>>('GET', '/products');
    expect(list.status).toBe(200);
    const inDatabase = await t.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.deletedAt} is null`)
      .orderBy(asc(products.createdAt), asc(products.id));
    expect(list.data.map((p) => p._id)).toEqual(inDatabase.map((p) => p.id));
    expect(list.data.length).toBeGreaterThan(6);
    const homeCards = [...list.data].reverse().slice(0, 6);
    const newest6 = await t.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.deletedAt} is null`)
      .orderBy(sql`${products.createdAt} desc, ${products.id} desc`)
      .limit(6);
    expect(homeCards.map((p) => p._id)).toEqual(newest6.map((p) => p.id));

    for (const product of list.data) {
      expect(product).toMatchObject({
        _id: expect.any(String),
        productName: expect.any(String),
        productImage: expect.any(String),
        productPrice: expect.any(Number),
        minOrder: expect.any(Number),
        // Documented (DESIGN.md, Data): an integer, not the specification's text.
        availableQuantity: expect.any(Number),
        productDescription: expect.any(String),
      });
    }
    const one = await send('GET', `/products/${list.data[0]?._id}`);
    expect(one.status).toBe(200);
    expect(one.data).toEqual(list.data[0]);
  });

  it('POST /product with numbers as strings, PUT /product/{id} { availableQuantity }, DELETE /product/{id} with an empty JSON body', async () => {
    const boss = await admin();
    const input = buildProductInput({ productName: `Compat SSD ${randomUUID()}` });
    const added = await send<{ _id: string }>('POST', '/product', boss, {
      ...input,
      productPrice: '1400.50',
      minOrder: '10',
      availableQuantity: '250',
    });
    expect(added.status).toBe(201);
    expect(typeof added.data._id).toBe('string');
    const [row] = await t.db.select().from(products).where(eq(products.id, added.data._id));
    expect(row).toMatchObject({
      name: input.productName,
      pricePoisha: toPoisha(1400.5),
      minOrder: 10,
      availableQuantity: 250,
    });

    // "Product already exist" (spec §5, §8).
    const again = await send<Refusal>('POST', '/product', boss, input);
    expect(again.status).toBe(409);
    expect(again.data.error.message).toBe('Product already exist');

    // The restock form sends the new total as typed (spec §4: restock adds the entered amount).
    const restocked = await send('PUT', `/product/${added.data._id}`, boss, {
      availableQuantity: '300',
    });
    expect(restocked).toEqual({ status: 200, data: { modifiedCount: 1, availableQuantity: 300 } });
    const [after] = await t.db.select().from(products).where(eq(products.id, added.data._id));
    expect(after?.availableQuantity).toBe(300);

    const deleted = await send('DELETE', `/product/${added.data._id}`, boss, undefined, {
      emptyJson: true,
    });
    expect(deleted).toEqual({ status: 200, data: { deletedCount: 1 } });
    const [gone] = await t.db.select().from(products).where(eq(products.id, added.data._id));
    expect(gone?.deletedAt).toBeInstanceOf(Date);
    const list = await send<Array<{ _id: string }>>('GET', '/products');
    expect(list.data.map((p) => p._id)).not.toContain(added.data._id);
  });

  it('GET /blogs answers the fields a blog card reads', async () => {
    const blogs = await send<Array<Record<string, unknown>>>('GET', '/blogs');
    expect(blogs.status).toBe(200);
    expect(blogs.data.length).toBeGreaterThan(0);
    for (const blog of blogs.data) {
      expect(blog).toMatchObject({
        image: expect.any(String),
        name: expect.any(String),
        date: expect.any(String),
        blogHeading: expect.any(String),
        blogImage: expect.any(String),
        blog: expect.any(String),
      });
    }
  });

  it('the image upload answers success and data.url (spec §7, image host)', async () => {
    const session = await client();
    const form = new FormData();
    form.append('image', new Blob([await makeImage('png')], { type: 'image/png' }), 'me.png');
    const response = await fetch(`${host}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}`, email: session.email },
      body: form,
    });
    expect(response.ok).toBe(true);
    const body = (await response.json()) as { success: boolean; data: { url: string } };
    expect(body.success).toBe(true);
    expect(typeof body.data.url).toBe('string');
    const stored = await fetch(new URL(body.data.url, host));
    expect(stored.status).toBe(200);
  });
});

describe('the order parameter of the lists (decision 092)', () => {
  it('is documented in the OpenAPI document of every list route of §7', async () => {
    const document = (await (await fetch(`${host}/openapi.json`)).json()) as {
      paths: Record<
        string,
        { get?: { parameters?: Array<{ name: string; in: string; schema?: { enum?: string[] } }> } }
      >;
    };
    for (const path of [
      '/api/products',
      '/api/orders',
      '/api/orders/{id}', // GET /orders/{email}: one path with PUT /orders/{id} (decision 190)
      '/api/orders/{email}/true',
      '/api/reviews',
    ]) {
      const sort = document.paths[path]?.get?.parameters?.find((p) => p.name === 'sort');
      expect(sort, path).toMatchObject({ in: 'query', schema: { enum: ['oldest', 'newest'] } });
    }
  });
});

describe('orders, payments and reviews (spec §7)', () => {
  it('places, pays, delivers and reviews an order as the specification client does', async () => {
    const buyer = await client('Nusrat Jahan');
    const boss = await admin();
    const product = await stockedProduct();

    const orderId = await placeOrder(buyer, product.id, '20');
    // Documented (DESIGN.md): the server fills the order from the product and the caller.
    expect(await orderRow(orderId)).toMatchObject({
      userEmail: buyer.email,
      userName: 'Nusrat Jahan',
      productName: product.name,
      quantity: 20,
      totalPoisha: 20 * toPoisha(150),
      status: 'unpaid',
      isPaid: false,
    });

    // Documented (DESIGN.md): an order names its product by id; without it nothing is stored.
    const count = async () =>
      (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userEmail, buyer.email)))
        .length;
    const withoutId = await send<Refusal>('POST', '/orders', buyer, {
      productName: product.name,
      quantity: '20',
      address: 'Dhaka',
      phoneNumber: '+880 1711-223344',
    });
    expect(withoutId.status).toBe(400);
    expect(withoutId.data.error.details).toHaveProperty('productId');
    expect(await count()).toBe(1);

    // Documented (DESIGN.md): a bare totalPrice is not trusted.
    const bareTotal = await send('POST', '/create-payment-intent', buyer, { totalPrice: 3000 });
    expect(bareTotal.status).toBe(400);

    const transactionId = await payOrder(buyer, orderId);
    expect(await orderRow(orderId)).toMatchObject({ isPaid: true, status: 'paid', transactionId });

    const mine = await send<Array<Record<string, unknown>>>('GET', `/orders/${buyer.email}`, buyer);
    expect(mine.status).toBe(200);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      _id: orderId,
      userName: 'Nusrat Jahan',
      userEmail: buyer.email,
      productName: product.name,
      productPrice: 150,
      quantity: 20,
      totalPrice: 3000,
      productImage: expect.any(String),
      isPaid: true,
      isDelivered: false,
      transactionId,
    });

    const delivered = await send('PUT', `/orders/${orderId}`, boss, { isDelivered: true });
    expect(delivered).toEqual({ status: 200, data: { modifiedCount: 1 } });
    expect(await orderRow(orderId)).toMatchObject({ isDelivered: true, status: 'delivered' });
    const [stock] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(stock?.availableQuantity).toBe(1000 - 20);

    const shipped = await send<Array<Record<string, unknown>>>(
      'GET',
      `/orders/${buyer.email}/true`,
      buyer,
    );
    expect(shipped.data.map((order) => order._id)).toEqual([orderId]);
    expect(shipped.data[0]).toMatchObject({ isDelivered: true, isReviewed: false });

    // Documented (DESIGN.md): the review names its order; name and picture come from the profile.
    const reviewed = await send<{ insertedId: string }>('POST', '/review', buyer, {
      orderId,
      user: 'Someone Famous',
      userImage: 'https://example.com/famous.png',
      review: 'Two hundred keyboards, on time and well packed.',
      rating: 5,
    });
    expect(reviewed.status).toBe(201);
    const [review] = await t.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, reviewed.data.insertedId));
    expect(review).toMatchObject({ userName: 'Nusrat Jahan', rating: 5, orderId });
    const marked = await send('PUT', `/orders/${orderId}`, buyer, { isReviewed: true });
    expect(marked.status).toBe(200);
    expect((await orderRow(orderId))?.isReviewed).toBe(true);

    const carousel = await send<Array<Record<string, unknown>>>('GET', '/reviews');
    expect(carousel.data.at(-1)).toMatchObject({
      _id: reviewed.data.insertedId,
      user: 'Nusrat Jahan',
      userImage: expect.any(String),
      review: 'Two hundred keyboards, on time and well packed.',
      rating: 5,
    });
  });

  it('cancels an unshipped order with DELETE /orders/{id} and an empty JSON body', async () => {
    const buyer = await client();
    const orderId = await placeOrder(buyer, (await stockedProduct()).id);
    const cancelled = await send<{ deletedCount: number }>(
      'DELETE',
      `/orders/${orderId}`,
      buyer,
      undefined,
      {
        emptyJson: true,
      },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.deletedCount).toBe(1);
    expect(await orderRow(orderId)).toBeUndefined();
  });

  it('answers GET /orders/{email}, /orders/{email}/true, /orders and /reviews in insertion order (decision 092)', async () => {
    const buyer = await client();
    const boss = await admin();
    const product = await stockedProduct();
    const placed: string[] = [];
    for (let i = 0; i < 3; i += 1) placed.push(await placeOrder(buyer, product.id));
    for (const id of placed) {
      await payOrder(buyer, id);
      await send('PUT', `/orders/${id}`, boss, { isDelivered: true });
    }
    const inDatabase = (
      await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.userEmail, buyer.email))
        .orderBy(asc(orders.createdAt), asc(orders.id))
    ).map((row) => row.id);
    expect(inDatabase).toEqual(placed);

    const mine = await send<Array<{ _id: string }>>('GET', `/orders/${buyer.email}`, buyer);
    expect(mine.data.map((order) => order._id)).toEqual(placed);
    const shipped = await send<Array<{ _id: string }>>('GET', `/orders/${buyer.email}/true`, buyer);
    expect(shipped.data.map((order) => order._id)).toEqual(placed);
    const all = await send<Array<{ _id: string }>>('GET', '/orders', boss);
    const everyOrder = await t.db
      .select({ id: orders.id })
      .from(orders)
      .orderBy(asc(orders.createdAt), asc(orders.id));
    expect(all.data.map((order) => order._id)).toEqual(everyOrder.map((row) => row.id));

    for (const id of placed) {
      const res = await send('POST', '/review', buyer, {
        orderId: id,
        review: `Delivered as promised, order ${id.slice(0, 8)}.`,
        rating: 4,
      });
      expect(res.status).toBe(201);
    }
    const carousel = await send<Array<{ _id: string }>>('GET', '/reviews');
    const everyReview = await t.db
      .select({ id: reviews.id })
      .from(reviews)
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    expect(carousel.data.map((review) => review._id)).toEqual(everyReview.map((row) => row.id));
    const ofBuyer = await t.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(inArray(reviews.orderId, placed))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    expect(carousel.data.slice(-3).map((review) => review._id)).toEqual(
      ofBuyer.map((row) => row.id),
    );
  });
});
