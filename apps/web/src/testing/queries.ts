import { screen, within } from '@testing-library/react';

/** The texts of the `role` elements (links by default) in the navigation named `name`, in order. */
export function navigationTexts(name: string, role: 'link' | 'listitem' = 'link') {
  const nav = screen.getByRole('navigation', { name });
  return within(nav)
    .getAllByRole(role)
    .map((element) => element.textContent);
}

/**
 * An element's text as a reader sees it: runs of white space, the no-break space of a money
 * figure (`Tk. 1,400`) included, read as one space, the ends trimmed — as testing-library's
 * text queries match.
 */
export function shownText(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
