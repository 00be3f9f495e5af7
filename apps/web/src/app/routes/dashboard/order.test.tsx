import type { MyCompany } from '@partline/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { buildShippedOrderDetail } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const companyId = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

function membershipOf(role: 'admin' | 'buyer', id = companyId): MyCompany {
  return {
    membership: {
      company: {
        _id: id,
        name: 'Dhaka Fleet Computing Ltd.',
        tradeLicenceNumber: 'TRAD/DNCC/045871/2025',
        bin: '0004587120102',
        billingAddress: 'House 14, Road 7, Banani, Dhaka 1213',
        country: 'BD',
        vatWithholding: false,
        incomeTaxDeductor: false,
        incoterm: null,
        incotermPlace: '',
        createdAt: '2026-11-25T03:00:00.000Z',
        updatedAt: '2026-11-25T03:00:00.000Z',
      },
      role,
      monthlySpendingLimit: null,
      spentThisMonth: 0,
    },
  } as MyCompany;
}

/** A colleague's paid order, placed for the company, read by another member. */
function colleaguesOrder() {
  return buildShippedOrderDetail({
    userEmail: 'kamrul@example.com',
    userName: 'Kamrul Hasan',
    companyId,
    invoice: { number: 'INV-2026-27-000041', issuedAt: '2026-11-01T06:00:00.000Z', dueDate: null },
  });
}

describe('/dashboard/orders/:number', () => {
  it("offers the company admin the invoice of a colleague's order, not its cancelling (decision 306)", async () => {
    const order = colleaguesOrder();
    mockApi({
      ...signedInAs('farhana@example.com'),
      [`/api/orders/number/${order.orderNumber}`]: order,
      '/api/company': membershipOf('admin'),
    });
    renderApp(`/dashboard/orders/${order.orderNumber}`);

    expect(
      await screen.findByRole('button', { name: `Download invoice for ${order.productName}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it("does not offer a colleague's invoice to a buyer of the company, nor to another company's admin", async () => {
    for (const membership of [membershipOf('buyer'), membershipOf('admin', crypto.randomUUID())]) {
      const order = colleaguesOrder();
      mockApi({
        ...signedInAs('farhana@example.com'),
        [`/api/orders/number/${order.orderNumber}`]: order,
        '/api/company': membership,
      });
      const { unmount } = renderApp(`/dashboard/orders/${order.orderNumber}`);
      expect(
        await screen.findByRole('heading', { name: `Order ${order.orderNumber}` }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Download invoice/ })).not.toBeInTheDocument();
      unmount();
    }
  });
});
