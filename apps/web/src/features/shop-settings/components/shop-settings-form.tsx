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
  const save = useSaveShopSettings();
  const form = useZodForm(FormSchema, valuesOf(settings));
  const accounts = useFieldArray({ control: form.control, name: 'bankAccounts' });
  const onSubmit = form.handleSubmit(({ address, ...values }) =>
    save.mutate(
      { ...values, addressLines: address },
      submitCallbacks({
        saved: SHOP_SETTINGS_MESSAGES.saved,
        then: (saved) => form.reset(valuesOf(saved)),
        form,
        fields: [...API_FIELDS, 'address'],
      }),
    ),
  );

  return (
    <ZodForm form={form} label="Shop settings" onSubmit={onSubmit} pending={save.isPending}>
      <fieldset className="mb-4">
        <legend className="h5">Legal identity</legend>
        <p className="text-body-secondary small">
          Printed as the seller on every tax invoice, credit note and debit note.
        </p>
        <div className="row g-3">
          <FormField name="legalName" id="shop-legal-name" label="Legal name" className="col-12" />
          <FormField
            name="address"
            id="shop-address"
            label="Registered address"
            as="textarea"
            rows={3}
            help="One line per line as documents print it, at most 4."
            className="col-12"
          />
          <FormField
            name="phone"
            id="shop-phone"
            label="Phone"
            type="tel"
            className="col-12 col-md-6"
          />
          <FormField
            name="email"
            id="shop-email"
            label="E-mail"
            type="email"
            className="col-12 col-md-6"
          />
          <FormField
            name="bin"
            id="shop-bin"
            label="BIN"
            help="Business identification number: 13 digits, or the older 9 digits, a dash and 4 digits."
            className="col-12 col-md-6"
          />
          <FormField
            name="tin"
            id="shop-tin"
            label="TIN"
            help="Taxpayer identification number: 12 digits."
            inputMode="numeric"
            className="col-12 col-md-6"
          />
          <FormField
            name="tradeLicenceNumber"
            id="shop-trade-licence"
            label="Trade licence number"
            className="col-12 col-md-6"
          />
          <FormField
            name="vatRegistrationType"
            id="shop-vat-registration"
            label="VAT registration"
            as="select"
            className="col-12 col-md-6"
          >
            {VAT_REGISTRATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {VAT_REGISTRATION_TYPE_LABELS[type]}
              </option>
            ))}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h5">Bank accounts</legend>
        <p className="text-body-secondary small">
          Buyers paying on account are told to pay into these, in this order.
        </p>
        {accounts.fields.length === 0 ? (
          <p>No bank account yet: documents say only &ldquo;by bank transfer&rdquo;.</p>
        ) : null}
        {accounts.fields.map((field, index) => (
          <div
            key={field.id}
            // On the page's tinted surface the outlined Remove button's red reads below 4.5:1;
            // on the body's white it passes (WCAG 2.2 1.4.3).
            className="border rounded p-3 mb-3 bg-body"
            role="group"
            aria-label={`Bank account ${index + 1}`}
          >
            <div className="d-flex justify-content-between align-items-center mb-2">
              <h3 className="h6 mb-0">Bank account {index + 1}</h3>
              <Button
                variant="outline-danger"
                size="sm"
                onClick={() => accounts.remove(index)}
                aria-label={`Remove bank account ${index + 1}`}
              >
                Remove
              </Button>
            </div>
            <div className="row g-3">
              <AccountField index={index} name="bank" label="Bank" />
              <AccountField index={index} name="branch" label="Branch" />
              <AccountField index={index} name="accountName" label="Account name" />
              <AccountField index={index} name="accountNumber" label="Account number" />
              <AccountField
                index={index}
                name="routingNumber"
                label="Routing number (optional)"
                inputMode="numeric"
              />
              <AccountField index={index} name="swift" label="SWIFT (optional)" />
            </div>
          </div>
        ))}
        {accounts.fields.length < SHOP_BANK_ACCOUNTS_MAX ? (
          <Button variant="outline-primary" onClick={() => accounts.append(EMPTY_ACCOUNT)}>
            Add a bank account
          </Button>
        ) : (
          <p className="small text-body-secondary">
            At most {SHOP_BANK_ACCOUNTS_MAX} bank accounts.
          </p>
        )}
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h5">Documents</legend>
        <FormField
          name="invoiceFooter"
          id="shop-invoice-footer"
          label="Invoice footer"
          as="textarea"
          rows={3}
          help={`Printed at the foot of every tax document; at most ${INVOICE_FOOTER_MAX_CHARS} characters.`}
          className="mb-3"
        />
        <Form.Check
          type="switch"
          role="switch"
          id="shop-prices-include-vat"
          label="Catalog prices include VAT"
          aria-describedby="shop-prices-include-vat-help"
          {...form.register('pricesIncludeVat')}
        />
        <Form.Text id="shop-prices-include-vat-help">
          {SHOP_SETTINGS_MESSAGES.pricesIncludeVatHelp}
        </Form.Text>
      </fieldset>

      <SubmitButton>Save shop settings</SubmitButton>
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
