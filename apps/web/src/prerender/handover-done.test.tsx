import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from '@/lib/use-hydrated';
import { APP_STARTED_ATTRIBUTE, HandoverDone } from './handover-done';

afterEach(() => document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE));

const started = () => document.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE);

describe('HandoverDone', () => {
  it('marks <html> as started only once the app has committed its first render', () => {
    expect(started()).toBe(false);
    render(<HandoverDone />);
    expect(started()).toBe(true);
  });

  it('on hydrated markup, marks <html> in the commit of the render after hydration', async () => {
    /** What each commit saw: whether the page had hydrated, and whether <html> was marked. */
    const commits: { hydrated: boolean; started: boolean }[] = [];
    function Page() {
      const hydrated = useHydrated();
      useLayoutEffect(() => {
        commits.push({ hydrated, started: started() });
      });
      return <p>{hydrated ? 'browser' : 'server'}</p>;
    }
    const tree = (
      <>
        <Page />
        <HandoverDone />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const paragraph = container.querySelector('p');
    await act(async () => {
      hydrateRoot(container, tree);
    });
    // The markup was taken over (the same element), then rendered with what the browser knows.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph).toHaveTextContent('browser');
    // HandoverDone's effects run after Page's: in the hydration commit, nothing is marked yet.
    expect(commits[0]).toEqual({ hydrated: false, started: false });
    expect(commits.at(-1)).toEqual({ hydrated: true, started: false });
    expect(started()).toBe(true);
    container.remove();
  });
});
