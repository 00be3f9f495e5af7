import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { useState, type ChangeEvent } from 'react';
import userEvent from '@testing-library/user-event';
import Form from 'react-bootstrap/Form';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@/lib/i18n/i18n';
import { FileInput } from './file-input';

function renderField(onChange = vi.fn(), label = 'CSV file') {
  render(
    <I18nProvider i18n={i18n}>
      <Form.Group controlId="price-file">
        <Form.Label>{label}</Form.Label>
        <FileInput accept=".csv,text/csv" onChange={onChange} />
      </Form.Group>
    </I18nProvider>,
  );
  return onChange;
}

describe('FileInput', () => {
  it("shows the app's words, labels the native input and names the chosen file", async () => {
    const onChange = renderField();
    const input = screen.getByLabelText('CSV file');
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText('Choose file')).toBeVisible();
    expect(input).toHaveAccessibleDescription('No file chosen');
    await userEvent.upload(
      input,
      new File(['sku,min_quantity\n'], 'prices.csv', { type: 'text/csv' }),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((input as HTMLInputElement).files?.[0]?.name).toBe('prices.csv');
    expect(screen.getByText('prices.csv')).toBeVisible();
    expect(input).toHaveAccessibleDescription('prices.csv');
  });

  it('forgets the name of a file its form refused and emptied', async () => {
    // As ImageUploadField does when the server refuses a picture: the message, the input emptied.
    function Refusing() {
      const [refused, setRefused] = useState(false);
      const refuse = (event: ChangeEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        setTimeout(() => {
          setRefused(true);
          input.value = '';
        });
      };
      return (
        <I18nProvider i18n={i18n}>
          <Form.Group controlId="picture">
            <Form.Label>Picture</Form.Label>
            <FileInput onChange={refuse} isInvalid={refused} />
            {refused ? <p>Refused</p> : null}
          </Form.Group>
        </I18nProvider>
      );
    }
    render(<Refusing />);
    const input = screen.getByLabelText('Picture');
    await userEvent.upload(input, new File(['x'], 'huge.png', { type: 'image/png' }));

    expect(await screen.findByText('Refused')).toBeInTheDocument();
    expect(screen.queryByText('huge.png')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('No file chosen');
  });

  it('speaks Bangla to a Bangla reader, where the browser would write its own language', async () => {
    await activateLocale('bn');
    try {
      renderField(vi.fn(), 'CSV ফাইল');
      expect(screen.getByText('ফাইল বেছে নিন')).toBeVisible();
      expect(screen.getByLabelText('CSV ফাইল')).toHaveAccessibleDescription(
        'কোনো ফাইল বেছে নেওয়া হয়নি',
      );
      // The button is the input's picture: the input is the one control a reader meets.
      expect(screen.getByText('ফাইল বেছে নিন')).toHaveAttribute('aria-hidden', 'true');
    } finally {
      await activateLocale('en');
    }
  });
});
