import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CatalogSearchBar, SEARCH_DEBOUNCE_MS } from './catalog-search-bar';
import { renderWithI18n as render } from '@/testing/render-app';

/**
 * The bar with its value held like the URL holds it: set by its own searches or from outside
 * ("Back"). A `slow` bar's own searches reach the URL only when "Arrive" is pressed (a slow
 * navigation).
 */
function Harness({ onSearch, slow = false }: { onSearch: (q: string) => void; slow?: boolean }) {
  const [value, setValue] = useState('');
  const [pending, setPending] = useState('');
  return (
    <>
      <CatalogSearchBar
        value={value}
        onSearch={(q) => {
          onSearch(q);
          if (slow) setPending(q);
          else setValue(q);
        }}
      />
      <button type="button" onClick={() => setValue('from the url')}>
        Back
      </button>
      <button type="button" onClick={() => setValue(pending)}>
        Arrive
      </button>
    </>
  );
}

describe('CatalogSearchBar', () => {
  beforeEach(() => {
    // Only the debounce's timers: the rest of the DOM's clock runs as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // fireEvent, not user-event: Testing Library's async wrapper waits on a timer that fake timers
  // outside Jest never run.
  function setup({ slow = false } = {}) {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} slow={slow} />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    const type = (text: string) => fireEvent.change(box, { target: { value: text } });
    return { onSearch, box, type };
  }

  it('searches once, with the trimmed text, when typing pauses', () => {
    const { onSearch, box, type } = setup();

    for (const text of [' ', ' d', ' dd', ' ddr', ' ddr5', ' ddr5 ']) {
      type(text);
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(49));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ddr5');
    // The typed text (with its trailing space) stays as it is.
    expect(box).toHaveValue(' ddr5 ');

    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 3));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches at once on Enter, and not again after the pause', () => {
    const { onSearch, box, type } = setup();

    type('nvme');
    fireEvent.submit(box);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('nvme');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows the text of the URL when it changes from outside', () => {
    const { onSearch, box, type } = setup();

    type('ssd');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(box).toHaveValue('from the url');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('caps the text at the API limit of 100 characters', () => {
    setup();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
      'maxlength',
      '100',
    );
  });

  it('keeps what was typed after a search when that search reaches the URL', () => {
    const { onSearch, box, type } = setup({ slow: true });

    type('ddr5');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenLastCalledWith('ddr5');
    type('ddr5 ra');
    fireEvent.click(screen.getByRole('button', { name: 'Arrive' }));

    expect(box).toHaveValue('ddr5 ra');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenLastCalledWith('ddr5 ra');
  });
});
