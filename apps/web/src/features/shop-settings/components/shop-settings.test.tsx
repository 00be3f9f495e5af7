import { SHOP_SETTINGS_MESSAGES } from '@partline/shared';
import { buildShopSettings } from '@partline/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi, type StubbedRequest } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { ShopSettings } from './shop-settings';

const URL = '/api/admin/shop-settings';
const M = SHOP_SETTINGS_MESSAGES;

/** The body of the PUT sent, parsed. */
const savedBody = (fetchMock: ReturnType<typeof mockApi>) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  if (!call) throw new Error('nothing saved');
  return JSON.parse(String(call[1]?.body)) as unknown;
};

function renderPage(
  settings = buildShopSettings(),
  put: Parameters<typeof mockApi>[0][string] = (request: StubbedRequest) => ({
    ...(request.body as object),
    updatedAt: '2026-11-26T06:00:00.000Z',
  }),
) {
  const fetchMock = mockApi({ [`GET ${URL}`]: settings, [`PUT ${URL}`]: put });
  return { ...renderWithProviders(<ShopSettings />), fetchMock };
}

describe('ShopSettings (decision 309)', () => {
  it('shows the settings by section and saves them whole, with the version read', async () => {
    const { user, fetchMock } = renderPage();
    const legalName = await screen.findByLabelText('Legal name');
    expect(legalName).toHaveValue('Partline Components Ltd.');
    expect(screen.getByRole('group', { name: 'Legal identity' })).toBeInTheDocument();
    expect(screen.getByLabelText('Registered address')).toHaveValue(
      'Plot 27, Road 4, Tejgaon Industrial Area\nDhaka 1208, Bangladesh',
    );
    expect(screen.getByRole('switch', { name: 'Catalog prices include VAT' })).toBeChecked();

    await user.clear(legalName);
    await user.type(legalName, 'Partline Components Limited');
    await user.click(screen.getByRole('switch', { name: 'Catalog prices include VAT' }));
    await user.click(screen.getByRole('button', { name: 'Add a bank account' }));
    const account = screen.getByRole('group', { name: 'Bank account 1' });
    await user.type(within(account).getByLabelText('Bank'), 'BRAC Bank PLC');
    await user.type(within(account).getByLabelText('Branch'), 'Tejgaon');
    await user.type(within(account).getByLabelText('Account name'), 'Partline Components Ltd.');
    await user.type(within(account).getByLabelText('Account number'), '1501204567890001');
    await user.type(within(account).getByLabelText('SWIFT (optional)'), 'bracbdd1');
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));

    await screen.findByText(M.saved);
    expect(savedBody(fetchMock)).toEqual({
      ...buildShopSettings(),
      legalName: 'Partline Components Limited',
      pricesIncludeVat: false,
      bankAccounts: [
        {
          bank: 'BRAC Bank PLC',
          branch: 'Tejgaon',
          accountName: 'Partline Components Ltd.',
          accountNumber: '1501204567890001',
          swift: 'BRACBDD1',
        },
      ],
    });
  });

  it('puts the schema’s messages under the fields and sends nothing', async () => {
    const { user, fetchMock } = renderPage();
    const bin = await screen.findByLabelText('BIN');
    await user.clear(bin);
    await user.type(bin, '12345');
    await user.clear(screen.getByLabelText('Legal name'));
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText(M.binInvalid)).toBeInTheDocument();
    expect(screen.getByText(M.legalNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('BIN')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('adds at most five bank accounts and removes one', async () => {
    const { user } = renderPage();
    const add = await screen.findByRole('button', { name: 'Add a bank account' });
    for (let i = 0; i < 5; i += 1)
      await user.click(screen.getByRole('button', { name: 'Add a bank account' }));
    expect(add).not.toBeInTheDocument();
    expect(screen.getByText('At most 5 bank accounts.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove bank account 5' }));
    expect(screen.queryByRole('group', { name: 'Bank account 5' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a bank account' })).toBeInTheDocument();
  });

  it('warns while the BIN is missing, and says so when someone saved meanwhile', async () => {
    const { user } = renderPage(
      buildShopSettings({ bin: '' }),
      errorReply(409, 'conflict', M.stale),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(M.binMissingBanner);
    await user.type(screen.getByLabelText('BIN'), '004512378-0101');
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText(M.stale)).toBeInTheDocument();
    expect(screen.getByLabelText('BIN')).toHaveValue('004512378-0101');
  });
});
