import { msg } from '@lingui/core/macro';
import { CompanyRoleOptions } from './components/company-role-options';

/** Control props the invitation and the member dialog share (decision 131). */

/** A member's role. */
export const ROLE_SELECT = {
  label: msg`Role`,
  as: 'select',
  children: <CompanyRoleOptions />,
} as const;

/** A monthly spending limit in Taka; empty for none. */
export const MONTHLY_LIMIT_INPUT = { inputMode: 'decimal', placeholder: msg`No limit` } as const;
