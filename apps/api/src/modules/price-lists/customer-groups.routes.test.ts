import {
  AdminCompanyDetailSchema,
  AdminCompanyListSchema,
  AdminCompanySchema,
  CustomerGroupListSchema,
  CustomerGroupSchema,
  PRICE_LIST_MESSAGES,
} from '@partline/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../../test/helpers/api-keys.js';
import { usePriceListAdmin } from '../../../test/helpers/price-lists.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { auditLog } from '../../db/schema/index.js';

const t = useTestApp();
const { owner, buyer, unique, send, errorOf, theCompany } = usePriceListAdmin(t, 'Group Test Ltd.');

async function addGroup(name: string) {
  const res = await send('POST', '/customer-groups', { name });
  expect(res.statusCode, res.body).toBe(201);
  return CustomerGroupSchema.parse(res.json());
}

async function groups() {
  const res = await send('GET', '/customer-groups');
  expect(res.statusCode, res.body).toBe(200);
  return CustomerGroupListSchema.parse(res.json());
}

async function companyDetail(id: string) {
  const res = await send('GET', `/admin/companies/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminCompanyDetailSchema.parse(res.json()).company;
}

describe('customer groups (decision 320)', () => {
  it('adds, lists by name, renames and deletes a group, each audited', async () => {
    const zeta = await addGroup(`  ${unique('Zeta Distributors')}  `);
    expect(zeta.name).toMatch(/^Zeta Distributors/);
    expect(zeta.companyCount).toBe(0);
    const alpha = await addGroup(unique('alpha resellers'));
    const names = (await groups()).map((group) => group.id);
    expect(names.indexOf(alpha.id)).toBeLessThan(names.indexOf(zeta.id));

    const renamed = await send('PATCH', `/customer-groups/${zeta.id}`, { name: 'Zeta Wholesale' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(CustomerGroupSchema.parse(renamed.json()).name).toBe('Zeta Wholesale');

    const deleted = await send('DELETE', `/customer-groups/${zeta.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect((await groups()).some((group) => group.id === zeta.id)).toBe(false);
    expect((await send('DELETE', `/customer-groups/${zeta.id}`)).statusCode).toBe(404);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, zeta.id))
      .orderBy(asc(auditLog.createdAt));
    expect(audit.map((row) => row.action)).toEqual([
      'customer_group.create',
      'customer_group.edit',
      'customer_group.delete',
    ]);
    expect(audit[1]?.before).toEqual({ name: zeta.name });
    expect(audit[1]?.after).toEqual({ name: 'Zeta Wholesale' });
  });

  it('refuses a name another group has, ignoring case and surrounding spaces', async () => {
    const name = unique('Distributors');
    const first = await addGroup(name);
    const again = await send('POST', '/customer-groups', { name: ` ${name.toUpperCase()} ` });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).details).toEqual({ name: [PRICE_LIST_MESSAGES.groupNameTaken] });

    const other = await addGroup(unique('Retail'));
    const rename = await send('PATCH', `/customer-groups/${other.id}`, {
      name: name.toLowerCase(),
    });
    expect(rename.statusCode).toBe(409);
    // Renaming a group to its own name in another case is not a clash.
    const own = await send('PATCH', `/customer-groups/${first.id}`, { name: name.toLowerCase() });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('answers 400 for a blank name and 404 for an unknown group', async () => {
    const blank = await send('POST', '/customer-groups', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).details?.name).toEqual([PRICE_LIST_MESSAGES.nameRequired]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await send('PATCH', `/customer-groups/${id}`, { name: 'X' })).statusCode).toBe(404);
      expect((await send('DELETE', `/customer-groups/${id}`)).statusCode).toBe(404);
    }
  });
});

describe("a company's customer group (decision 320)", () => {
  it('puts a company in a group, shows it in the back-office and takes it out again', async () => {
    const id = await theCompany();
    const group = await addGroup(unique('Integrators'));
    const res = await send('PATCH', `/admin/companies/${id}/customer-group`, {
      customerGroupId: group.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const company = AdminCompanySchema.parse(res.json());
    expect(company.customerGroup).toEqual({ id: group.id, name: group.name });
    expect(company.memberCount).toBe(2);

    expect((await companyDetail(id)).customerGroup).toEqual({ id: group.id, name: group.name });
    const list = AdminCompanyListSchema.parse(
      (await send('GET', `/admin/companies?q=${encodeURIComponent('Group Test')}`)).json(),
    );
    expect(list.find((row) => row._id === id)?.customerGroup?.id).toBe(group.id);
    expect((await groups()).find((row) => row.id === group.id)?.companyCount).toBe(1);

    const out = await send('PATCH', `/admin/companies/${id}/customer-group`, {
      customerGroupId: null,
    });
    expect(AdminCompanySchema.parse(out.json()).customerGroup).toBeNull();

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company.customer_group'))
      .orderBy(asc(auditLog.createdAt));
    const mine = audit.filter((row) => row.targetId === id);
    expect(mine.map((row) => [row.before, row.after])).toEqual([
      [{ customerGroup: null }, { customerGroup: group.name }],
      [{ customerGroup: group.name }, { customerGroup: null }],
    ]);
  });

  it('lets the companies of a deleted group leave it', async () => {
    const id = await theCompany();
    const group = await addGroup(unique('Short-lived'));
    await send('PATCH', `/admin/companies/${id}/customer-group`, { customerGroupId: group.id });
    expect((await send('DELETE', `/customer-groups/${group.id}`)).statusCode).toBe(200);
    expect((await companyDetail(id)).customerGroup).toBeNull();
  });

  it('answers 400 on customerGroupId for an unknown group and 404 for an unknown company', async () => {
    const id = await theCompany();
    const unknown = await send('PATCH', `/admin/companies/${id}/customer-group`, {
      customerGroupId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).details).toEqual({
      customerGroupId: [PRICE_LIST_MESSAGES.groupNotFound],
    });
    const malformed = await send('PATCH', `/admin/companies/${id}/customer-group`, {
      customerGroupId: 'distributors',
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).details?.customerGroupId).toBeDefined();
    const group = await addGroup(unique('Any'));
    const noCompany = await send(
      'PATCH',
      '/admin/companies/00000000-0000-4000-8000-000000000000/customer-group',
      { customerGroupId: group.id },
    );
    expect(noCompany.statusCode).toBe(404);
  });
});

describe('who may manage customer groups', () => {
  it('answers 401 signed out and 403 to buyers, company admins and API keys', async () => {
    const id = await theCompany();
    const group = await addGroup(unique('Guarded'));
    const key = await createApiKey(t.app, owner, ['catalog:read', 'orders:read']);
    const calls = [
      ['GET', '/customer-groups'],
      ['POST', '/customer-groups', { name: unique('Sneaky') }],
      ['PATCH', `/customer-groups/${group.id}`, { name: unique('Sneaky') }],
      ['DELETE', `/customer-groups/${group.id}`],
      ['PATCH', `/admin/companies/${id}/customer-group`, { customerGroupId: group.id }],
    ] as const;
    for (const [method, url, body] of calls) {
      const payload = body as object | undefined;
      expect((await send(method, url, payload, {})).statusCode, url).toBe(401);
      for (const headers of [buyer.headers, owner.headers, key.headers]) {
        expect((await send(method, url, payload, headers)).statusCode, url).toBe(403);
      }
    }
    expect((await groups()).find((row) => row.id === group.id)?.name).toBe(group.name);
    expect((await companyDetail(id)).customerGroup).toBeNull();
  });
});
