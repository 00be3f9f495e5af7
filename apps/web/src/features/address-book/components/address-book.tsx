import {
  ADDRESS_BOOK_MESSAGES,
  AddressInputSchema,
  type Address,
  type AddressInput,
} from '@partline/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import toast from 'react-hot-toast';
import { fieldNames, type FieldSpecs } from '@/components/ui/form/field-specs';
import { FormFields } from '@/components/ui/form/form-field';
import { ADDRESS_INPUT } from '@/components/ui/form/inputs';
import { newEntryCallbacks } from '@/components/ui/form/new-entry-callbacks';
import { NewEntryForm } from '@/components/ui/form/new-entry-form';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { translateSpecText, useSpecText } from '@/lib/i18n/spec-texts';
import { toastOutcome } from '@/lib/toast-outcome';
import { useRemoveAddress, useSaveAddress } from '../api/addresses';

const FIELDS = {
  label: {
    id: 'address-label',
    className: 'col-12 col-md-4',
    label: msg`Label`,
    placeholder: msg`Head office`,
  },
  phoneNumber: {
    id: 'address-phone',
    className: 'col-12 col-md-8',
    label: msg`Phone number`,
    autoComplete: 'tel',
  },
  address: { id: 'address-address', className: 'col-12', ...ADDRESS_INPUT, rows: 2 },
} satisfies FieldSpecs<AddressInput>;

/** The form of a new address. */
function AddressForm() {
  const { t, i18n } = useLingui();
  const save = useSaveAddress();
  const form = useZodForm(AddressInputSchema, {
    label: '',
    address: '',
    phoneNumber: '',
    isDefault: false,
  });
  const { register, handleSubmit } = form;
  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { input },
      newEntryCallbacks({
        form,
        fields: fieldNames(FIELDS),
        saved: translateSpecText(i18n, ADDRESS_BOOK_MESSAGES.saved),
      }),
    ),
  );
  return (
    <NewEntryForm
      form={form}
      label={t`New address`}
      onSubmit={onSubmit}
      pending={save.isPending}
      submitLabel={t`Save address`}
    >
      <FormFields fields={FIELDS} />
      <Form.Check
        id="address-default"
        className="col-12"
        label={t`Make this my default address`}
        {...register('isDefault')}
      />
    </NewEntryForm>
  );
}

export interface AddressBookProps {
  addresses: readonly Address[];
}

/**
 * The address book (decision 127): the client's delivery addresses, the default marked, each can
 * be made the default or removed; and the form of a new one.
 */
export function AddressBook({ addresses }: AddressBookProps) {
  const { t } = useLingui();
  const specText = useSpecText();
  const save = useSaveAddress();
  const remove = useRemoveAddress();
  return (
    <div className="address-book">
      {addresses.length > 0 ? (
        <ul className="list-unstyled mb-3" aria-label={t`Address book`}>
          {addresses.map((address) => {
            const named = address.label || address.address;
            return (
              <li key={address._id} className="address-book__entry">
                <div>
                  <strong>{address.label || t`Address`}</strong>
                  {address.isDefault ? (
                    <span className="badge text-bg-secondary ms-2">
                      <Trans>Default</Trans>
                    </span>
                  ) : null}
                  <div className="small">{address.address}</div>
                  <div className="small text-body-secondary">{address.phoneNumber}</div>
                </div>
                <div className="address-book__actions">
                  {address.isDefault ? null : (
                    <Button
                      variant="link"
                      size="sm"
                      onClick={() =>
                        save.mutate(
                          {
                            id: address._id,
                            input: { ...address, isDefault: true },
                          },
                          { onError: (error) => toast.error(specText(error.message)) },
                        )
                      }
                    >
                      <Trans>Make default</Trans>
                    </Button>
                  )}
                  <Button
                    variant="link"
                    size="sm"
                    className="text-danger-emphasis"
                    aria-label={t`Remove address ${named}`}
                    onClick={() =>
                      remove.mutate(
                        address._id,
                        toastOutcome(specText(ADDRESS_BOOK_MESSAGES.removed)),
                      )
                    }
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <AddressForm />
    </div>
  );
}
