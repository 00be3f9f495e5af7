import { buildTaxBreakdown } from '@partline/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildProduct, buildReview } from '@/testing/data';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '@/testing/auth';
import { calledRoutes, listRoute, mockApi, PENDING, type StubbedRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/**
 * An IntersectionObserver whose elements come into view when the test says so (`scrollAll`), or
 * at once with `inView: true`: jsdom has no layout, so the test plays the visitor's scrolling.
 */
function stubIntersectionObserver({ inView = false } = {}) {
  const observers = new Set<{ fire: () => void }>();
  class TestObserver {
    private readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {}
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    readonly scrollMargin = '0px';
    observe(target: Element) {
      this.targets.add(target);
      observers.add(this);
      if (inView) this.fire();
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    fire() {
      const entries = [...this.targets].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) this.callback(entries, this);
    }
  }
  // The test setup's stand-in is not configurable, so assign over it and put it back after.
  window.IntersectionObserver = TestObserver;
  return {
    scrollAll: () => act(() => [...observers].forEach((observer) => observer.fire())),
  };
}

const setupIntersectionObserver = window.IntersectionObserver;
afterEach(() => {
  window.IntersectionObserver = setupIntersectionObserver;
});

describe('home page', () => {
  // The reviews carousel's module (Swiper and its styles) is compiled on its first import, which
  // took longer than a wait's 5 s on a loaded machine: it is compiled once before the tests. What
  // they check is unchanged: the page renders the carousel, and fetches reviews, only on scrolling.
  beforeAll(async () => {
    await import('@/features/reviews/components/reviews-carousel');
  }, 60_000);

  it('shows spinners while products and reviews load', async () => {
    stubIntersectionObserver({ inView: true });
    mockApi({ '/api/products': PENDING, '/api/reviews': PENDING });
    renderApp('/');

    expect(
      await screen.findByRole('heading', { name: 'Our Computer Parts Manufacturer Products' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading products…').closest('[role="status"]')).toBeInTheDocument();
    expect(
      (await screen.findByText('Loading reviews…')).closest('[role="status"]'),
    ).toBeInTheDocument();
  });

  it('shows the 6 newest products (it asks the API for them newest first)', async () => {
    const products = Array.from({ length: 8 }, (_, i) =>
      buildProduct({ productName: `Part number ${i + 1}` }),
    );
    mockApi({ '/api/products': listRoute(products), '/api/reviews': [] });
    renderApp('/');

    const section = (
      await screen.findByRole('heading', { name: 'Our Computer Parts Manufacturer Products' })
    ).closest('section');
    if (!section) throw new Error('no products section');
    await within(section).findByText('Part number 1');
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Part number ${n}`));
    expect(within(section).getAllByRole('button', { name: /Confirm Purchase/ })).toHaveLength(6);
  });

  it('offers signed-in clients Add to cart on each card, as the catalog does (decision 125)', async () => {
    const products = Array.from({ length: 2 }, (_, i) =>
      buildProduct({ productName: `Part number ${i + 1}`, minOrder: 100 }),
    );
    const added: unknown[] = [];
    mockApi({
      ...signedInAs('farhana@example.com'),
      '/api/products': listRoute(products),
      '/api/reviews': [],
      '/api/cart': {
        lines: [],
        lineCount: 0,
        totalQuantity: 0,
        totalPrice: 0,
        currency: 'BDT',
        canCheckout: false,
        tax: buildTaxBreakdown(0),
      },
      'POST /api/cart/lines': (request: StubbedRequest) => {
        added.push(request.body);
        return {
          lines: [],
          lineCount: 1,
          totalQuantity: 100,
          totalPrice: 0,
          currency: 'BDT',
          canCheckout: true,
          tax: buildTaxBreakdown(0),
        };
      },
    });
    renderApp('/');

    const add = await screen.findByRole('button', { name: 'Add to cart: Part number 2' });
    expect(screen.getAllByRole('button', { name: /^Add to cart:/ })).toHaveLength(2);
    await userEvent.click(add);
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(added).toEqual([{ productId: products[1]!._id, quantity: 100 }]);
  });

  it('shows an error when the products cannot be loaded', async () => {
    mockApi({
      '/api/products': { status: 500, body: { error: { code: 'internal_error', message: 'x' } } },
      '/api/reviews': [],
    });
    renderApp('/');

    expect(await screen.findByText('We could not load the products.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the banner, counters, client reviews with their stars and the contact form', async () => {
    stubIntersectionObserver({ inView: true });
    mockApi({
      '/api/products': [],
      '/api/reviews': [
        buildReview({ user: 'Nusrat Jahan', rating: 4, review: 'Fast delivery of 200 SSDs.' }),
      ],
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More Info' })).toBeInTheDocument();
    expect(screen.getByText('Countries')).toBeInTheDocument();
    expect(screen.getByText('Satisfied Clients')).toBeInTheDocument();
    expect(screen.getByText('Client Feedbacks')).toBeInTheDocument();

    expect(
      screen.getByRole('heading', { name: 'Our Satisfaction Client Says' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nusrat Jahan')).toBeInTheDocument();
    expect(screen.getByText('Fast delivery of 200 SSDs.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();

    const form = screen.getByRole('heading', { name: 'Contact With Us' }).closest('section');
    if (!form) throw new Error('no contact section');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Your Feedback').tagName).toBe('TEXTAREA');
  });

  it('answers the three FAQ questions in an accordion', async () => {
    mockApi({ '/api/products': [], '/api/reviews': [] });
    const { user } = renderApp('/');

    const register = await screen.findByRole('button', { name: 'How do I register as a client?' });
    const login = screen.getByRole('button', { name: 'Why can I not log in to my account?' });
    const email = screen.getByRole('button', {
      name: 'What should I do if I forgot the e-mail address of my account?',
    });
    expect(register).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Create a New Account/)).toBeInTheDocument();

    await user.click(login);
    expect(login).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Passwords are case-sensitive/)).toBeVisible();
    expect(screen.getByText(/check your spam folder/)).toBeVisible();

    await user.click(email);
    expect(screen.getByText(/Please contact us/)).toBeVisible();
  });

  it('loads the reviews carousel and its reviews only when a visitor scrolls towards it', async () => {
    const viewport = stubIntersectionObserver();
    const fetchMock = mockApi({
      '/api/products': [],
      '/api/reviews': [buildReview({ user: 'Kamrul Hasan', review: 'Rack rails fit first time.' })],
    });
    renderApp('/');

    await screen.findByRole('heading', { name: 'Our Satisfaction Client Says' });
    expect(screen.queryByRole('region', { name: 'Client reviews' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading reviews…')).not.toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).not.toContain('GET /api/reviews');

    viewport.scrollAll();
    expect(await screen.findByText('Kamrul Hasan')).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).toContain('GET /api/reviews');
  });
});
