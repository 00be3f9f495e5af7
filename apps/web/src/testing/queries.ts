import { screen, within } from '@testing-library/react';

/** The texts of the `role` elements (links by default) in the navigation named `name`, in order. */
export function navigationTexts(name: string, role: 'link' | 'listitem' = 'link') {
  const nav = screen.getByRole('navigation', { name });
  return within(nav)
    .getAllByRole(role)
    .map((element) => element.textContent);
}
