import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  INVOICE_FOOTER_MAX_CHARS,
  PayeeBankAccountSchema,
  SHOP_BANK_ACCOUNTS_MAX,
  SHOP_SETTINGS_MESSAGES,
  ShopSettingsInputSchema,
  VAT_REGISTRATION_TYPE_LABELS,
  VAT_REGISTRATION_TYPES,
  type ShopSettingsDetails,
} from '@partline/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { submitCallbacks } from '@/components/ui/form/submit-callbacks';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { useSaveShopSettings } from '../api/shop-settings';

const S = ShopSettingsInputSchema.shape;

/** An account as typed: the optional routing number and SWIFT code empty when not known. */
const AccountFormSchema = z
  .object({
    bank: z.string(),
    branch: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    routingNumber: z.string(),
    swift: z.string(),
  })
  .transform(({ routingNumber, swift, ...account }) => ({
    ...account,
    ...(routingNumber.trim() ? { routingNumber } : {}),
    ...(swift.trim() ? { swift: swift.trim().toUpperCase() } : {}),
  }))
  .pipe(PayeeBankAccountSchema);

/** The form's values: the address as one text of lines, each account's fields as typed. */
const FormSchema = ShopSettingsInputSchema.omit({ addressLines: true, bankAccounts: true }).extend({
  address: z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(S.addressLines),
  bankAccounts: z.array(AccountFormSchema).max(SHOP_BANK_ACCOUNTS_MAX, {
    error: SHOP_SETTINGS_MESSAGES.tooManyBankAccounts,
  }),
});
type FormValues = z.input<typeof FormSchema>;

const EMPTY_ACCOUNT = {
  bank: '',
  branch: '',
  accountName: '',
  accountNumber: '',
  routingNumber: '',
  swift: '',
};

function valuesOf(settings: ShopSettingsDetails): FormValues {
  const { addressLines, bankAccounts, ...rest } = settings;
  return {
    ...rest,
    address: addressLines.join('\n'),
    bankAccounts: bankAccounts.map((account) => ({
      ...account,
      routingNumber: account.routingNumber ?? '',
      swift: account.swift ?? '',
    })),
  };
}

/** Where the API's 400 `details` go: its field names, the address's under the address. */
const API_FIELDS = [
  'legalName',
  'phone',
  'email',
  'bin',
  'tin',
  'tradeLicenceNumber',
  'vatRegistrationType',
  'invoiceFooter',
  'bankAccounts',
] as const satisfies readonly FieldPath<FormValues>[];

/**
 * The Shop settings form (decision 309): the seller's legal identity, the bank accounts buyers pay
 * into (up to five), and what documents print. Checked with the shared schema; the server's
 * messages go under their fields, a stale save says so as a toast.
 */
export function ShopSettingsForm({ settings }: { settings: ShopSettingsDetails }) {
  const { t } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const accountsMax = format.number(SHOP_BANK_ACCOUNTS_MAX);
  const footerMax = format.number(INVOICE_FOOTER_MAX_CHARS);
  const save = useSaveShopSettings();
  const form = useZodForm(FormSchema, valuesOf(settings));
  const accounts = useFieldArray({ control: form.control, name: 'bankAccounts' });
  const onSubmit = form.handleSubmit(({ address, ...values }) =>
    save.mutate(
      { ...values, addressLines: address },
      submitCallbacks({
        saved: text(SHOP_SETTINGS_MESSAGES.saved),
        then: (saved) => form.reset(valuesOf(saved)),
        form,
        fields: [...API_FIELDS, 'address'],
      }),
    ),
  );

  return (
    <ZodForm form={form} label={t`Shop settings`} onSubmit={onSubmit} pending={save.isPending}>
      <fieldset className="mb-4">
        <legend className="h5">
          <Trans>Legal identity</Trans>
        </legend>
        <p className="text-body-secondary small">
          <Trans>Printed as the seller on every tax invoice, credit note and debit note.</Trans>
        </p>
        <div className="row g-3">
          <FormField
            name="legalName"
            id="shop-legal-name"
            label={t`Legal name`}
            className="col-12"
          />
          <FormField
            name="address"
            id="shop-address"
            label={t`Registered address`}
            as="textarea"
            rows={3}
            help={t`One line per line as documents print it, at most 4.`}
            className="col-12"
          />
          <FormField
            name="phone"
            id="shop-phone"
            label={t`Phone`}
            type="tel"
            className="col-12 col-md-6"
          />
          <FormField
            name="email"
            id="shop-email"
            label={t`E-mail`}
            type="email"
            className="col-12 col-md-6"
          />
          <FormField
            name="bin"
            id="shop-bin"
            label={t`BIN`}
            help={t`Business identification number: 13 digits, or the older 9 digits, a dash and 4 digits.`}
            className="col-12 col-md-6"
          />
          <FormField
            name="tin"
            id="shop-tin"
            label={t`TIN`}
            help={t`Taxpayer identification number: 12 digits.`}
            inputMode="numeric"
            className="col-12 col-md-6"
          />
          <FormField
            name="tradeLicenceNumber"
            id="shop-trade-licence"
            label={t`Trade licence number`}
            className="col-12 col-md-6"
          />
          <FormField
            name="vatRegistrationType"
            id="shop-vat-registration"
            label={t`VAT registration`}
            as="select"
            className="col-12 col-md-6"
          >
            {VAT_REGISTRATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {text(VAT_REGISTRATION_TYPE_LABELS[type])}
              </option>
            ))}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h5">
          <Trans>Bank accounts</Trans>
        </legend>
        <p className="text-body-secondary small">
          <Trans>Buyers paying on account are told to pay into these, in this order.</Trans>
        </p>
        {accounts.fields.length === 0 ? (
          <p>
            <Trans>No bank account yet: documents say only &ldquo;by bank transfer&rdquo;.</Trans>
          </p>
        ) : null}
        {accounts.fields.map((field, index) => {
          const number = format.number(index + 1);
          return (
            <div
              key={field.id}
              // On the page's tinted surface the outlined Remove button's red reads below 4.5:1;
              // on the body's white it passes (WCAG 2.2 1.4.3).
              className="border rounded p-3 mb-3 bg-body"
              role="group"
              aria-label={t`Bank account ${number}`}
            >
              <div className="d-flex justify-content-between align-items-center mb-2">
                <h3 className="h6 mb-0">
                  <Trans>Bank account {number}</Trans>
                </h3>
                <Button
                  variant="outline-danger"
                  size="sm"
                  onClick={() => accounts.remove(index)}
                  aria-label={t`Remove bank account ${number}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              </div>
              <div className="row g-3">
                <AccountField index={index} name="bank" label={t`Bank`} />
                <AccountField index={index} name="branch" label={t`Branch`} />
                <AccountField index={index} name="accountName" label={t`Account name`} />
                <AccountField index={index} name="accountNumber" label={t`Account number`} />
                <AccountField
                  index={index}
                  name="routingNumber"
                  label={t`Routing number (optional)`}
                  inputMode="numeric"
                />
                <AccountField index={index} name="swift" label={t`SWIFT (optional)`} />
              </div>
            </div>
          );
        })}
        {accounts.fields.length < SHOP_BANK_ACCOUNTS_MAX ? (
          <Button variant="outline-primary" onClick={() => accounts.append(EMPTY_ACCOUNT)}>
            <Trans>Add a bank account</Trans>
          </Button>
        ) : (
          <p className="small text-body-secondary">
            <Trans>At most {accountsMax} bank accounts.</Trans>
          </p>
        )}
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h5">
          <Trans>Documents</Trans>
        </legend>
        <FormField
          name="invoiceFooter"
          id="shop-invoice-footer"
          label={t`Invoice footer`}
          as="textarea"
          rows={3}
          help={t`Printed at the foot of every tax document; at most ${footerMax} characters.`}
          className="mb-3"
        />
        <Form.Check
          type="switch"
          role="switch"
          id="shop-prices-include-vat"
          label={t`Catalog prices include VAT`}
          aria-describedby="shop-prices-include-vat-help"
          {...form.register('pricesIncludeVat')}
        />
        <Form.Text id="shop-prices-include-vat-help">
          {text(SHOP_SETTINGS_MESSAGES.pricesIncludeVatHelp)}
        </Form.Text>
      </fieldset>

      <SubmitButton>
        <Trans>Save shop settings</Trans>
      </SubmitButton>
    </ZodForm>
  );
}

/** One field of the `index`-th bank account, half a row wide from tablets up. */
function AccountField({
  index,
  name,
  label,
  inputMode,
}: {
  index: number;
  name: keyof typeof EMPTY_ACCOUNT;
  label: string;
  inputMode?: 'numeric';
}) {
  return (
    <FormField
      name={`bankAccounts.${index}.${name}`}
      id={`shop-account-${index}-${name}`}
      label={label}
      className="col-12 col-md-6"
      {...(inputMode ? { inputMode } : {})}
    />
  );
}
