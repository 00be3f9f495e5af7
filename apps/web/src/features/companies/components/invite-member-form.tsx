import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import {
  COMPANY_MESSAGES,
  InviteMemberInputSchema,
  type CurrencyCode,
  type InviteMemberInput,
} from '@partline/shared';
import { fieldNames, type FieldSpecs } from '@/components/ui/form/field-specs';
import { FormFields } from '@/components/ui/form/form-field';
import { newEntryCallbacks } from '@/components/ui/form/new-entry-callbacks';
import { NewEntryForm } from '@/components/ui/form/new-entry-form';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { amountUnit } from '@/lib/amount-unit';
import { useInviteMember } from '../api/manage-members';
import { MONTHLY_LIMIT_INPUT, ROLE_SELECT } from '../member-inputs';

const FIELDS = {
  email: {
    id: 'invite-email',
    className: 'col-12 col-lg-5',
    label: msg`E-mail`,
    type: 'email',
    autoComplete: 'off',
  },
  role: { id: 'invite-role', className: 'col-6 col-lg-3', ...ROLE_SELECT },
  monthlySpendingLimit: {
    id: 'invite-limit',
    className: 'col-6 col-lg-4',
    label: msg`Monthly limit (Tk.)`,
    ...MONTHLY_LIMIT_INPUT,
  },
} satisfies FieldSpecs<InviteMemberInput>;

/**
 * Invites a colleague by e-mail with a role and a monthly spending limit (decision 131), in the
 * company's `currency` (decision 327).
 */
export function InviteMemberForm({ currency }: { currency: CurrencyCode }) {
  const { t, i18n } = useLingui();
  const unit = amountUnit(currency, i18n);
  const invite = useInviteMember();
  const form = useZodForm(InviteMemberInputSchema, {
    email: '',
    role: 'buyer',
    monthlySpendingLimit: '',
  });
  const onSubmit = form.handleSubmit((input) =>
    invite.mutate(
      input,
      newEntryCallbacks({ form, fields: fieldNames(FIELDS), saved: COMPANY_MESSAGES.invited }),
    ),
  );
  return (
    <NewEntryForm
      form={form}
      label={t`Invite a colleague`}
      onSubmit={onSubmit}
      pending={invite.isPending}
      submitLabel={t`Send invitation`}
    >
      <FormFields
        fields={{
          ...FIELDS,
          monthlySpendingLimit: {
            ...FIELDS.monthlySpendingLimit,
            label: t`Monthly limit (${unit})`,
          },
        }}
      />
    </NewEntryForm>
  );
}
