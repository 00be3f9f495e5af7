import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductDetails } from './product-details';

const english = '## Why\n\nFast **and** cool.\n\n- 32 GB\n- ECC';
const bangla = '## কেন\n\nদ্রুত **এবং** ঠান্ডা।';

let container: HTMLElement;

/** `#root` holding the server's markup of `markdown`'s details, as a prerendered page does. */
function serverPage(markdown: string): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(<ProductDetails markdown={markdown} />);
  document.body.append(container);
  return container;
}

afterEach(() => container.remove());

describe('ProductDetails', () => {
  it("hydrates the server's markup of the same details without a mismatch", async () => {
    const root = serverPage(english);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <ProductDetails markdown={english} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(root.querySelector('h3')?.textContent).toBe('Why');
    expect(root.querySelector('strong')?.textContent).toBe('and');
    expect([...root.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '32 GB',
      'ECC',
    ]);
  });

  it('renders other details from their Markdown, not the markup on screen', async () => {
    // The page arrived in English; the app renders it in Bangla.
    const root = serverPage(english);
    await act(async () => createRoot(root).render(<ProductDetails markdown={bangla} />));
    expect(root.querySelector('h3')?.textContent).toBe('কেন');
    expect(root.textContent).not.toContain('Fast');
  });

  it('renders the next product’s details when the page moves on', async () => {
    const root = serverPage(english);
    const app = hydrateRoot(root, <ProductDetails markdown={english} />);
    await act(async () => {});
    await act(async () => app.render(<ProductDetails markdown={'A **new** one'} />));
    expect(root.querySelector('strong')?.textContent).toBe('new');
    expect(root.textContent).not.toContain('Fast');
  });
});
