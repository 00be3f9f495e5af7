import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { ListPageQuerySchema, PageQuerySchema } from '../common/keyset-page.js';
import { SearchTextSchema } from '../common/list-search.js';
import { moneySchema } from '../common/money.schema.js';
import { OrderStatusFilterSchema } from '../orders/order.schema.js';
import { HOME_COUNTRY } from '../tax/vat.js';
import { CountrySchema } from '../tax/withholding.js';
import { exportTermsShape } from '../export/incoterm.js';
import { CurrencyCodeSchema } from '../currency/currency.schema.js';
import { DocumentCurrencySchema } from '../currency/document-currency.schema.js';
import { COMPANY_MESSAGES } from './company.messages.js';
import { formatQuantity } from '../common/quantity.js';

/** Longest company name, characters. */
export const COMPANY_NAME_MAX_CHARS = 120;
/** Longest trade licence number or BIN, characters. */
export const COMPANY_NUMBER_MAX_CHARS = 40;
/** Longest billing address, characters. */
export const BILLING_ADDRESS_MAX_CHARS = 300;
/** Longest approval or decline comment, characters. */
export const APPROVAL_COMMENT_MAX_CHARS = 500;
/** Highest monthly spending limit, Taka (a typo guard, not a business rule). */
export const SPENDING_LIMIT_MAX_TAKA = 1_000_000_000;
/** How long an invitation link is valid, days. */
export const INVITATION_VALID_DAYS = 7;

/** A member's role in their company (decision 130): `admin` manages it, `buyer` orders for it. */
export const COMPANY_ROLES = ['admin', 'buyer'] as const;
/** One of {@link COMPANY_ROLES}. */
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** How people read a company role. */
export const COMPANY_ROLE_LABELS: Readonly<Record<CompanyRole, string>> = {
  admin: 'Company admin',
  buyer: 'Buyer',
};

const M = COMPANY_MESSAGES;

const requiredText = (error: string, max: number) =>
  z
    .string({ error })
    .trim()
    .min(1, { error })
    .max(max, { error: M.tooLong(max) });

/**
 * `POST /company`, `PUT /company` and `PUT /admin/companies/{id}` body and the company form: the
 * legal name, the trade licence number, the BIN (Bangladesh's VAT registration number: 9 or 13
 * digits, spaces and dashes ignored) and the billing address printed on invoices.
 */
export const CompanyInputSchema = z
  .object({
    name: requiredText(M.nameRequired, COMPANY_NAME_MAX_CHARS),
    tradeLicenceNumber: requiredText(M.tradeLicenceRequired, COMPANY_NUMBER_MAX_CHARS),
    bin: z
      .string({ error: M.binRequired })
      .trim()
      .min(1, { error: M.binRequired })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^(\d{9}|\d{13})$/, { error: M.binInvalid })),
    billingAddress: requiredText(M.billingAddressRequired, BILLING_ADDRESS_MAX_CHARS),
  })
  .meta({ id: 'CompanyDetails' });
/**
 * `POST /company` body: {@link CompanyInputSchema} and the company's country (ISO alpha-2; default
 * `BD`), set at registration. Later the shop admin changes it, with the withholding flags, in the
 * company's tax profile (decision 307).
 */
export const CreateCompanyInputSchema = CompanyInputSchema.extend({
  country: CountrySchema.default(HOME_COUNTRY),
}).meta({ id: 'NewCompany' });
/** A parsed {@link CreateCompanyInputSchema}. */
export type CreateCompanyInput = z.output<typeof CreateCompanyInputSchema>;

/** The company form's values. */
export type CompanyInputValues = z.input<typeof CompanyInputSchema>;
/** A parsed {@link CompanyInputSchema}. */
export type CompanyInput = z.output<typeof CompanyInputSchema>;

/**
 * A company as the API answers it; one outside Bangladesh with the incoterm and place its orders
 * copy when placed (decision 323; `null` and `''`: none agreed), set by the shop.
 */
export const CompanySchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    tradeLicenceNumber: z.string(),
    bin: z.string(),
    billingAddress: z.string(),
    country: z.string().describe('ISO 3166-1 alpha-2; outside `BD`: zero-rated exports'),
    vatWithholding: z
      .boolean()
      .describe('A VAT withholding entity: deducts VAT at source (Mushak-6.6); set by the shop'),
    incomeTaxDeductor: z.boolean().describe('Deducts income tax at source; set by the shop'),
    // A company abroad: the terms its orders are sold under by default (decision 323).
    ...exportTermsShape,
    currency: DocumentCurrencySchema.describe(
      'The currency the company is billed in (decision 327): its carts, quotes, orders, ' +
        'invoices, statement, credit limit and spending limits are in it; set by the shop',
    ),
    createdAt: InstantSchema,
    updatedAt: InstantSchema,
  })
  .meta({ id: 'Company' });
/** A company. */
export type Company = z.infer<typeof CompanySchema>;

/**
 * A monthly spending limit in Taka: an amount ≥ 0 with at most two decimals ({@link moneySchema};
 * a numeric string is accepted), or `null` (or an empty field) for no limit. Booleans, arrays and
 * other values are refused with 'Enter a limit in Taka of 0 or more, …', never taken as 1 or 0.
 */
export const SpendingLimitSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  moneySchema({
    max: SPENDING_LIMIT_MAX_TAKA,
    numericStrings: true,
    messages: { invalid: M.limitInvalid, negative: M.limitInvalid, tooLarge: M.limitInvalid },
  })
    .nullable()
    .describe('Monthly spending limit, Taka; null: no limit'),
);

/** `GET /company`: the caller's company and their place in it, or `membership: null`. */
export const MyCompanySchema = z
  .object({
    membership: z
      .object({
        company: CompanySchema,
        role: z.enum(COMPANY_ROLES),
        monthlySpendingLimit: z.number().nullable().describe('Taka; null: no limit'),
        spentThisMonth: z
          .number()
          .describe('Placed and approved orders this shop month (Asia/Dhaka), Taka'),
      })
      .nullable(),
  })
  .meta({ id: 'MyCompany' });
/** A {@link MyCompanySchema}. */
export type MyCompany = z.infer<typeof MyCompanySchema>;

/** A member of a company, as company admins and the shop admin see them. */
export const CompanyMemberSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(COMPANY_ROLES),
    monthlySpendingLimit: z.number().nullable().describe('Taka; null: no limit'),
    spentThisMonth: z.number().describe('Taka, this shop month'),
    joinedAt: InstantSchema,
  })
  .meta({ id: 'CompanyMember' });
/** A {@link CompanyMemberSchema}. */
export type CompanyMember = z.infer<typeof CompanyMemberSchema>;

/** `GET /company/members`: oldest member first. */
export const CompanyMemberListSchema = z.array(CompanyMemberSchema).meta({ id: 'CompanyMembers' });

/** `PUT /company/members/{userId}` body: a new role, a new limit, or both. */
export const UpdateCompanyMemberInputSchema = z
  .object({
    role: z.enum(COMPANY_ROLES).optional(),
    monthlySpendingLimit: SpendingLimitSchema.optional(),
  })
  .meta({ id: 'UpdateCompanyMember' });
/** A parsed {@link UpdateCompanyMemberInputSchema}. */
export type UpdateCompanyMemberInput = z.output<typeof UpdateCompanyMemberInputSchema>;

/** `/company/members/{userId}` path parameters. */
export const CompanyMemberParamsSchema = z.object({ userId: z.string().max(100) });

/** `POST /company/invitations` body and the invite form. */
export const InviteMemberInputSchema = z
  .object({
    email: z
      .string({ error: M.emailInvalid })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: M.emailInvalid }).max(254, { error: M.emailInvalid })),
    role: z.enum(COMPANY_ROLES),
    monthlySpendingLimit: SpendingLimitSchema,
  })
  .meta({ id: 'InviteMember' });
/** The invite form's values. */
export type InviteMemberInputValues = z.input<typeof InviteMemberInputSchema>;
/** A parsed {@link InviteMemberInputSchema}. */
export type InviteMemberInput = z.output<typeof InviteMemberInputSchema>;

/** A pending invitation, as company admins see it. */
export const CompanyInvitationSchema = z
  .object({
    _id: z.uuid(),
    email: z.string(),
    role: z.enum(COMPANY_ROLES),
    monthlySpendingLimit: z.number().nullable(),
    expiresAt: InstantSchema,
    createdAt: InstantSchema,
  })
  .meta({ id: 'CompanyInvitation' });
/** A {@link CompanyInvitationSchema}. */
export type CompanyInvitation = z.infer<typeof CompanyInvitationSchema>;

/** `GET /company/invitations`: pending (neither accepted, revoked nor expired), newest first. */
export const CompanyInvitationListSchema = z
  .array(CompanyInvitationSchema)
  .meta({ id: 'CompanyInvitations' });

/** `/invitations/{token}` path parameters: the link's secret token. */
export const InvitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** `GET /invitations/{token}`: what the invitation page shows before accepting. */
export const InvitationPreviewSchema = z
  .object({
    companyName: z.string(),
    email: z.string(),
    role: z.enum(COMPANY_ROLES),
    expiresAt: InstantSchema,
  })
  .meta({ id: 'InvitationPreview' });
/** A {@link InvitationPreviewSchema}. */
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** `POST /company/orders/{id}/approve` body: an optional comment to the buyer. */
export const ApproveOrderInputSchema = z
  .object({
    comment: z
      .string()
      .trim()
      .max(APPROVAL_COMMENT_MAX_CHARS, { error: M.tooLong(APPROVAL_COMMENT_MAX_CHARS) })
      .optional(),
  })
  .meta({ id: 'ApproveOrderInput' });
/** A parsed {@link ApproveOrderInputSchema}. */
export type ApproveOrderInput = z.output<typeof ApproveOrderInputSchema>;

/** `POST /company/orders/{id}/decline` body and the decline form: why, for the buyer. */
export const DeclineOrderInputSchema = z
  .object({
    comment: requiredText(M.commentRequired, APPROVAL_COMMENT_MAX_CHARS),
  })
  .meta({ id: 'DeclineOrderInput' });
/** The decline form's values. */
export type DeclineOrderInputValues = z.input<typeof DeclineOrderInputSchema>;
/** A parsed {@link DeclineOrderInputSchema}. */
export type DeclineOrderInput = z.output<typeof DeclineOrderInputSchema>;

/**
 * `GET /company/orders` query: an optional status (`awaiting_approval` for the approvals list),
 * `sort` (`newest` by default, as the list always was) and the paging parameters `limit` and
 * `cursor` (decision 210).
 */
export const CompanyOrdersQuerySchema = ListPageQuerySchema.extend({
  status: OrderStatusFilterSchema,
  sort: ListPageQuerySchema.shape.sort
    .unwrap()
    .default('newest')
    .describe('`newest` (the default) or `oldest`.'),
});
/** A parsed {@link CompanyOrdersQuerySchema}. */
export type CompanyOrdersQuery = z.output<typeof CompanyOrdersQuerySchema>;

/**
 * `GET /admin/companies` and `GET /admin/company-accounts` query (admins; decisions 210, 247): the
 * paging parameters `limit` and `cursor` (by name, then id), and `q`: the companies whose name
 * contains it, ignoring case. Without `limit` and `cursor`: the first `SPEC_LIST_CAP`.
 */
export const CompanyListQuerySchema = PageQuerySchema.extend({
  q: SearchTextSchema.describe('Companies whose name contains this text, ignoring case.'),
});
/** A parsed {@link CompanyListQuerySchema}. */
export type CompanyListQuery = z.output<typeof CompanyListQuerySchema>;

/** The customer group a company is in (decision 320): its id and name. */
export const CompanyCustomerGroupSchema = z
  .object({ id: z.uuid(), name: z.string() })
  .meta({ id: 'CompanyCustomerGroup' });

/**
 * A company in the back-office list: its details, how many members it has, and its customer group
 * (decision 320; `null`: none).
 */
export const AdminCompanySchema = CompanySchema.extend({
  memberCount: z.number().int(),
  customerGroup: CompanyCustomerGroupSchema.nullable().describe(
    'The customer group whose price lists apply to it; null: none',
  ),
}).meta({ id: 'AdminCompany' });

/**
 * `PATCH /admin/companies/{id}/customer-group` body (admins; decision 320): the group to put the
 * company in, or `null` to take it out of its group.
 */
export const CompanyCustomerGroupInputSchema = z
  .object({
    customerGroupId: z
      .uuid({ error: 'Choose a customer group' })
      .nullable()
      .describe('A customer group id; null: no group'),
  })
  .meta({ id: 'SetCompanyCustomerGroup' });
/** A parsed {@link CompanyCustomerGroupInputSchema}. */
export type CompanyCustomerGroupInput = z.output<typeof CompanyCustomerGroupInputSchema>;
/** A {@link AdminCompanySchema}. */
export type AdminCompany = z.infer<typeof AdminCompanySchema>;

/** `GET /admin/companies`: every company, by name. */
export const AdminCompanyListSchema = z.array(AdminCompanySchema).meta({ id: 'AdminCompanies' });

/**
 * `GET /admin/companies/{id}`: a company (with its customer group), its members, and whether its
 * billing currency is fixed (decision 327: it has an order or a quote).
 */
export const AdminCompanyDetailSchema = z
  .object({
    company: AdminCompanySchema,
    members: CompanyMemberListSchema,
    currencyFixed: z
      .boolean()
      .default(false)
      .describe(
        'True once the company has an order or a quote: its billing currency can no longer ' +
          'change (`PATCH /admin/companies/{id}/currency` answers 409; decision 327)',
      ),
  })
  .meta({ id: 'AdminCompanyDetail' });
/** A {@link AdminCompanyDetailSchema}. */
export type AdminCompanyDetail = z.infer<typeof AdminCompanyDetailSchema>;

/** Largest credit limit in the company's currency (major units), as `CREDIT_LIMIT_MAX_TAKA`. */
const CURRENCY_CREDIT_LIMIT_MAX = 1_000_000_000;

/**
 * `PATCH /admin/companies/{id}/currency` body (admins; decision 327): the currency the company is
 * billed in from now on — `BDT` or a currency the shop enabled — and, optionally, its credit limit
 * in that currency (major units, at most two decimals). Without `creditLimit`, the limit and every
 * member's monthly spending limit are converted at today's rate.
 */
export const SetCompanyCurrencyInputSchema = z
  .object({
    currency: CurrencyCodeSchema,
    creditLimit: moneySchema({
      max: CURRENCY_CREDIT_LIMIT_MAX,
      messages: {
        invalid: 'Credit limit must be a number',
        negative: 'Credit limit cannot be negative',
        tooLarge: `Credit limit is at most ${formatQuantity(CURRENCY_CREDIT_LIMIT_MAX)}`,
        decimals: 'Credit limit has at most two decimals',
      },
    })
      .optional()
      .describe("The credit limit in the new currency; left out: converted at today's rate"),
  })
  .meta({ id: 'SetCompanyCurrency' });
/** A parsed {@link SetCompanyCurrencyInputSchema}. */
export type SetCompanyCurrencyInput = z.output<typeof SetCompanyCurrencyInputSchema>;

/**
 * `PATCH /admin/companies/{id}/currency` answer: the company as the back-office list has it, its
 * credit limit and its members (with their monthly spending limits), all in the new currency.
 */
export const CompanyCurrencyChangeSchema = z
  .object({
    company: AdminCompanySchema,
    creditLimit: z.number().describe('In `company.currency`'),
    members: CompanyMemberListSchema,
  })
  .meta({ id: 'CompanyCurrencyChange' });
/** A {@link CompanyCurrencyChangeSchema}. */
export type CompanyCurrencyChange = z.infer<typeof CompanyCurrencyChangeSchema>;
