import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/format';
import type { AuditWords } from '../audit-fields';
import { AUDIT_FIELD_TEXTS } from '../audit-texts';

/** The {@link AuditWords} of the reader's language (decision 330): Bangla words and digits. */
export function useAuditWords(): AuditWords {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return {
    label: (field) => {
      const text = AUDIT_FIELD_TEXTS[field];
      return text ? i18n._(text) : undefined;
    },
    yes: t`yes`,
    no: t`no`,
    none: t`none`,
    money: format.money,
    number: format.number,
    instant: (date) => {
      const stamp = format.stamp(date);
      return t`${stamp} (Dhaka time)`;
    },
  };
}
