import { OrderListSchema, ProductSchema, type Order, type Product } from '@partline/shared';
import { buildProductInput } from '@partline/shared/testing';
import { call, signIn, type Account } from './http.js';
import { ADMIN } from './server.js';

/** Signs the bootstrap admin in on the instance at `baseUrl`. */
export function signInAdmin(baseUrl: string): Promise<Account> {
  return signIn(baseUrl, ADMIN.email, ADMIN.password);
}

/**
 * Adds a product through `POST /api/product` as `admin` and reads it back.
 * @throws when it is not created.
 */
export async function addProduct(
  baseUrl: string,
  admin: Account,
  overrides: Partial<{ minOrder: number; availableQuantity: number; productPrice: number }>,
): Promise<Product> {
  const created = await call<{ _id: string }>(baseUrl, 'POST', '/api/product', {
    as: admin,
    body: buildProductInput(overrides),
  });
  if (created.status !== 201) throw new Error(`add product: ${created.status}`);
  return productOn(baseUrl, created.body._id);
}

/** `GET /api/products/{id}`, parsed. @throws when it does not answer 200. */
export async function productOn(baseUrl: string, id: string): Promise<Product> {
  const res = await call(baseUrl, 'GET', `/api/products/${id}`);
  if (res.status !== 200) throw new Error(`product ${id}: ${res.status}`);
  return ProductSchema.parse(res.body);
}

/** Every order (`GET /api/orders` as `admin`), parsed. @throws when it does not answer 200. */
export async function allOrders(baseUrl: string, admin: Account): Promise<Order[]> {
  const res = await call(baseUrl, 'GET', '/api/orders', { as: admin });
  if (res.status !== 200) throw new Error(`orders: ${res.status} ${JSON.stringify(res.body)}`);
  return OrderListSchema.parse(res.body);
}
