import { act, renderHook } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { useIdempotencyKey } from './idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps the key while the attempt is sent again', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.key;
    rerender();
    expect(result.current.key).toBe(first);
  });

  it('after a refusal, renews the key and shows the API message as a toast', () => {
    const error = vi.spyOn(toast, 'error');
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.key;
    act(() => result.current.refused(new Error('Not enough stock for RX-55.')));
    expect(result.current.key).not.toBe(first);
    expect(error).toHaveBeenCalledWith('Not enough stock for RX-55.');
  });
});
