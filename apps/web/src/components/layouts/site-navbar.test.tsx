import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigationTexts } from '@/testing/queries';
import { renderWithProviders } from '@/testing/render-app';
import { type NavbarAccount, SiteNavbar } from './site-navbar';

/** The language switch's state in English, choosing nothing. */
const ENGLISH = { locale: 'en' as const, onChoose: () => {} };

describe('SiteNavbar: nothing moves when the session loads', () => {
  const states: NavbarAccount[] = [
    { status: 'loading' },
    { status: 'signed-out' },
    { status: 'signed-in', name: 'Farhana Rahman', onSignOut: () => {} },
  ];

  it.each(states)('keeps one account slot (the width holder) in the $status state', (account) => {
    renderWithProviders(<SiteNavbar language={ENGLISH} account={account} />);

    const slot = screen.getByTestId('navbar-account');
    expect(slot).toHaveClass('site-navbar__account-slot');
    // The slot is the menu's last entry in every state.
    expect(slot.parentElement?.lastElementChild).toBe(slot);
  });

  it('shows a skeleton of the Login button while loading, then Login or the greeting', () => {
    const { unmount } = renderWithProviders(
      <SiteNavbar language={ENGLISH} account={{ status: 'loading' }} />,
    );
    const slot = screen.getByTestId('navbar-account');
    expect(slot.querySelector('.site-navbar__account-placeholder')).not.toBeNull();
    expect(within(slot).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<SiteNavbar language={ENGLISH} account={{ status: 'signed-out' }} />);
    expect(
      within(screen.getByTestId('navbar-account')).getByRole('link', { name: 'Login' }),
    ).toBeInTheDocument();
  });

  it("holds the Dashboard link's place while a returning client's session loads", () => {
    renderWithProviders(
      <SiteNavbar language={ENGLISH} account={{ status: 'loading', likelySignedIn: true }} />,
    );

    const reserved = screen.getByTestId('navbar-reserved-link');
    expect(reserved).toHaveTextContent('Dashboard');
    expect(reserved).toHaveAttribute('aria-hidden', 'true');
    expect(reserved).toHaveClass('site-navbar__reserved');
    // Between Products and Blogs, where the link will be.
    expect(reserved.previousElementSibling).toHaveTextContent('Products');
    expect(reserved.nextElementSibling).toHaveTextContent('Blogs');
    expect(navigationTexts('Main')).not.toContain('Dashboard');
  });

  it("holds the Cart link's place while a likely client's session and role load (decision 166)", () => {
    const slotOf = () => document.querySelector('.site-navbar__cart-slot');
    const { unmount } = renderWithProviders(
      <SiteNavbar
        language={ENGLISH}
        account={{ status: 'loading', likelySignedIn: true, likelyClient: true }}
      />,
    );
    expect(slotOf()).toHaveClass('site-navbar__cart-slot--held');
    expect(slotOf()?.nextElementSibling).toBe(screen.getByTestId('navbar-account'));
    unmount();
    // Signed in, the link not there yet (the role loads): still held.
    const signedIn = { status: 'signed-in', name: 'Farhana Rahman', onSignOut: () => {} } as const;
    const held = renderWithProviders(
      <SiteNavbar
        language={ENGLISH}
        account={{ ...signedIn, likelyClient: true }}
        cart={() => null}
      />,
    );
    expect(slotOf()).toHaveClass('site-navbar__cart-slot--held');
    held.unmount();
    // No hint (an admin, or a first visit): nothing is held.
    renderWithProviders(<SiteNavbar language={ENGLISH} account={signedIn} cart={() => null} />);
    expect(slotOf()).not.toHaveClass('site-navbar__cart-slot--held');
    expect(slotOf()).toBeEmptyDOMElement();
  });

  it('puts the Cart link beside the menu button too, outside the collapsed menu (a phone)', async () => {
    const signedIn = { status: 'signed-in', name: 'Farhana Rahman', onSignOut: () => {} } as const;
    const { user } = renderWithProviders(
      <SiteNavbar
        language={ENGLISH}
        account={signedIn}
        cart={(close) => (
          <button type="button" onClick={close}>
            Cart 3 lines
          </button>
        )}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    const compact = document.querySelector('.site-navbar__cart-compact');
    // Before the menu button, in the bar's own row, not in the menu that opens.
    // Then the language switch, then the menu button (decision 325).
    expect(compact?.nextElementSibling).toBe(screen.getByTestId('language-switch'));
    expect(compact?.nextElementSibling?.nextElementSibling).toBe(toggle);
    expect(compact).toHaveTextContent('Cart 3 lines');
    expect(document.getElementById('site-navbar-menu')?.contains(compact ?? null)).toBe(false);
    // The menu's own slot (from 992 px) holds the other; CSS shows one of them at each width.
    expect(document.querySelector('.site-navbar__cart-slot')).toHaveTextContent('Cart 3 lines');
    // Following it closes the menu, as every link of the bar does.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(compact as HTMLElement).getByText('Cart 3 lines'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('reserves nothing for a visitor without a stored token', () => {
    renderWithProviders(<SiteNavbar language={ENGLISH} account={{ status: 'loading' }} />);

    expect(screen.queryByTestId('navbar-reserved-link')).not.toBeInTheDocument();
  });

  it('shows Dashboard and the greeting once signed in', () => {
    renderWithProviders(
      <SiteNavbar
        language={ENGLISH}
        account={{ status: 'signed-in', name: 'Farhana Rahman', onSignOut: () => {} }}
      />,
    );

    expect(navigationTexts('Main')).toEqual([
      expect.anything(),
      'Home',
      'Products',
      'Dashboard',
      'Blogs',
      'My Portfolio',
      'Contact Us',
    ]);
    expect(screen.getByText('Hi, Farhana')).toBeInTheDocument();
  });
});

describe('SiteNavbar: the language switch (decision 325)', () => {
  it('offers English and বাংলা in a labelled group, the active one pressed, each in its language', async () => {
    const chosen: string[] = [];
    const { user } = renderWithProviders(
      <SiteNavbar
        language={{ locale: 'en', onChoose: (locale) => chosen.push(locale) }}
        account={{ status: 'signed-out' }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Language' });
    const english = within(group).getByRole('button', { name: 'English' });
    const bangla = within(group).getByRole('button', { name: 'বাংলা' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('lang', 'en');
    expect(bangla).toHaveAttribute('aria-pressed', 'false');
    expect(bangla).toHaveAttribute('lang', 'bn');
    // Outside the collapsible menu: usable on a phone without opening it.
    expect(document.getElementById('site-navbar-menu')?.contains(group)).toBe(false);

    await user.click(english);
    await user.click(bangla);
    expect(chosen).toEqual(['bn']);
  });
});
