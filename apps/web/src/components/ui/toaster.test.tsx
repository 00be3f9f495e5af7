import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => toast.remove());
});

describe('Toaster', () => {
  it("shows toasts raised through 'react-hot-toast' (one shared store)", async () => {
    render(<Toaster />);

    act(() => {
      toast.success('Login Successful');
      toast.error('Order is not paid yet!');
      toast.loading('Please wait...');
    });

    expect(await screen.findByText('Login Successful')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Order is not paid yet!')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Please wait...')).toBeInTheDocument();
  });

  it('dismisses a toast from its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast('Sending Reset Email');
    });

    await user.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(screen.getByText('Sending Reset Email').closest('.app-toast-slot')).not.toHaveClass(
      'is-visible',
    );
  });
});
