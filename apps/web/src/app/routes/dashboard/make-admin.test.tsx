import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { errorReply, calledRoutes, mockApi, twoPageList } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = 'admin@partline.test';
const client = 'farhana@example.com';

const summary = (email: string, role: 'user' | 'admin', displayName = 'N/A') => ({
  _id: crypto.randomUUID(),
  email,
  displayName,
  photoURL: '',
  role,
});

describe('/dashboard/make-admin (spec §2, admin)', () => {
  it('reads 50 users at a time, newest first, and adds the next page with Load more users (decision 217)', async () => {
    const first = Array.from({ length: 50 }, (_, i) => summary(`client${i}@example.com`, 'user'));
    const { route, requests } = twoPageList(
      first,
      '/api/users?sort=newest&limit=50&cursor=next50',
      [summary('last@example.com', 'user')],
    );
    mockApi({ ...signedInAs(admin, { admin: true }), '/api/users': route });
    const { user } = renderApp('/dashboard/make-admin');

    const table = await screen.findByRole('table', { name: 'All users' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(requests[0]?.get('limit')).toBe('50');
    expect(requests[0]?.get('sort')).toBe('newest');
    await user.click(screen.getByRole('button', { name: 'Load more users' }));
    expect(await within(table).findByText('last@example.com')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(52);
    expect(within(table).getByText('51')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
  });

  it('refuses to remove yourself with "You can\'t remove yourself from admin" without asking the server', async () => {
    const fetchMock = mockApi({
      ...signedInAs(admin, { admin: true }),
      '/api/users': [summary(admin, 'admin', 'Admin'), summary(client, 'user', 'Farhana Rahman')],
    });
    const { user } = renderApp('/dashboard/make-admin');

    await user.click(await screen.findByRole('button', { name: `Remove ${admin} from admin` }));

    expect(await screen.findByText("You can't remove yourself from admin")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await calledRoutes(fetchMock)).not.toContain(
      `DELETE /api/user/admin/${encodeURIComponent(admin)}`,
    );
  });

  it('makes a user an admin and then offers Remove', async () => {
    let role: 'user' | 'admin' = 'user';
    mockApi({
      ...signedInAs(admin, { admin: true }),
      '/api/users': () => [summary(admin, 'admin'), summary(client, role, 'Farhana Rahman')],
      [`PUT /api/user/admin/${encodeURIComponent(client)}`]: () => {
        role = 'admin';
        return { modifiedCount: 1 };
      },
    });
    const { user } = renderApp('/dashboard/make-admin');

    const table = await screen.findByRole('table', { name: 'All users' });
    expect(within(table).getByText('Farhana Rahman')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Make Admin: ${client}` }));

    expect(
      await screen.findByRole('button', { name: `Remove ${client} from admin` }),
    ).toBeInTheDocument();
  });

  it('removes another admin after confirming and says so (the server answers modifiedCount)', async () => {
    const other = 'ops@partline.test';
    let role: 'user' | 'admin' = 'admin';
    mockApi({
      ...signedInAs(admin, { admin: true }),
      '/api/users': () => [summary(admin, 'admin'), summary(other, role)],
      [`DELETE /api/user/admin/${encodeURIComponent(other)}`]: () => {
        role = 'user';
        return { modifiedCount: 1 };
      },
    });
    const { user } = renderApp('/dashboard/make-admin');

    await user.click(await screen.findByRole('button', { name: `Remove ${other} from admin` }));
    const dialog = await screen.findByRole('dialog', { name: 'Do You Want to Remove This Admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));

    expect(await screen.findByText(`${other} is no longer an admin`)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Make Admin: ${other}` })).toBeInTheDocument();
  });

  it("removes another admin after confirming and shows the server's 409 as an error toast", async () => {
    const other = 'ops@partline.test';
    mockApi({
      ...signedInAs(admin, { admin: true }),
      '/api/users': [summary(admin, 'admin'), summary(other, 'admin')],
      [`DELETE /api/user/admin/${encodeURIComponent(other)}`]: errorReply(
        409,
        'conflict',
        'The last admin cannot be removed',
      ),
    });
    const { user } = renderApp('/dashboard/make-admin');

    await user.click(await screen.findByRole('button', { name: `Remove ${other} from admin` }));
    const dialog = await screen.findByRole('dialog', { name: 'Do You Want to Remove This Admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));

    expect(await screen.findByText('The last admin cannot be removed')).toBeInTheDocument();
  });
});
