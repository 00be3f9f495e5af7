import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { SubmitButton } from './submit-button';
import { renderWithI18n as render } from '@/testing/render-app';

describe('Field', () => {
  it('labels its control and reads the help text as its description', () => {
    render(<Field id="email" label="Email" help="We never share it." />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it.');
  });

  it('marks the control invalid and reads the error first', () => {
    render(<Field id="email" label="Email" error="Email is Required" help="We never share it." />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is Required We never share it.');
  });

  it('can hide the help while the field shows an error', () => {
    render(<Field id="pw" label="Password" error="Too short" help="8 or more" hideHelpOnError />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too short');
    expect(screen.queryByText('8 or more')).not.toBeInTheDocument();
  });
});

describe('SubmitButton', () => {
  it('cannot be pressed again while pending', () => {
    const { rerender } = render(<SubmitButton pending={false}>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(<SubmitButton pending>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
