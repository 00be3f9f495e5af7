import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AfterHydration } from './after-hydration';

/** A lazy part whose chunk arrives when the test says so. */
function lazyPart() {
  let arrive: () => void = () => undefined;
  const Part = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <p>the part</p> });
      }),
  );
  return { Part, arrive: () => arrive() };
}

describe('AfterHydration', () => {
  it('sends its fallback in the server markup, whatever the children', () => {
    const { Part } = lazyPart();
    const html = renderToString(
      <AfterHydration fallback={<p>waiting</p>}>
        <Part />
      </AfterHydration>,
    );
    // A finished boundary (`<!--$-->`), not one the server gave up on (`<!--$!-->`).
    expect(html).toBe('<!--$--><p>waiting</p><!--/$-->');
  });

  it('hydrates the fallback as it is, then shows the children once their chunk arrives', async () => {
    const { Part, arrive } = lazyPart();
    const tree = (
      <AfterHydration fallback={<p>waiting</p>}>
        <Part />
      </AfterHydration>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container).toHaveTextContent('waiting');
    await act(async () => arrive());
    expect(container).toHaveTextContent('the part');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('renders the children at once in a render that hydrates nothing', async () => {
    const { Part, arrive } = lazyPart();
    render(
      <AfterHydration fallback={<p>waiting</p>}>
        <Part />
      </AfterHydration>,
    );
    await act(async () => arrive());
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });
});
