import {
  AdminCompanyDetailSchema,
  AdminCompanyListSchema,
  AdminCompanySchema,
  ApproveOrderInputSchema,
  CompanyCustomerGroupInputSchema,
  CompanyInputSchema,
  CompanyInvitationListSchema,
  CompanyInvitationSchema,
  CompanyListQuerySchema,
  CompanyMemberListSchema,
  CompanyMemberParamsSchema,
  CompanyOrdersQuerySchema,
  CompanySchema,
  CompanyTaxProfileInputSchema,
  CompanyTaxProfileSchema,
  CreateCompanyInputSchema,
  DeclineOrderInputSchema,
  DeletedCountSchema,
  IdParamsSchema,
  IncotermInputSchema,
  SetCompanyCurrencyInputSchema,
  CompanyCurrencyChangeSchema,
  InvitationPreviewSchema,
  InvitationTokenParamsSchema,
  InviteMemberInputSchema,
  ModifiedCountSchema,
  MyCompanySchema,
  OrderListSchema,
  UpdateCompanyMemberInputSchema,
} from '@partline/shared';
import { z } from 'zod';
import type { BankTransferConfig } from '../../config/env.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  foundCompany,
  getCompanyDetail,
  getCompanyMembers,
  getMyCompany,
  joinByInvitation,
  removeMember,
  setCompanyMember,
} from '../../flows/company-members.js';
import { approveOrder, declineOrder, getCompanyOrders } from '../../flows/decide-approval.js';
import { COMPANY_PAGING } from '../../flows/company-of-caller.js';
import { inviteMember } from '../../flows/invite-member.js';
import { setCompanyCurrency } from '../../flows/set-company-currency.js';
import {
  getCompaniesPage,
  getPendingInvitations,
  previewInvitation,
  revokeInvitation,
  setCompanyCustomerGroup,
  setCompanyIncoterm,
  setCompanyTaxProfile,
  updateCompanyAsShopAdmin,
  updateOwnCompany,
} from './companies.service.js';
import { declareRoutes } from '../../declare-routes.js';
import { answerPage } from '../../keyset-page.js';

/**
 * Companies under `/api` (decisions 130–133): a client's company, its members and invitations,
 * the approval of orders over a buyer's monthly spending limit, and the shop admin's back-office
 * list. Every rule is the server's: who is a company admin comes from the membership row, never
 * from the request.
 */
export const companiesRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  /** Bank transfer's settings: an approved bank-transfer order's due time (decision 314). */
  bankTransfer: BankTransferConfig;
}> = async (app, { publicUrl, bankTransfer }) => {
  const { anyone, signedIn, admin } = declareRoutes(app, {
    tags: ['companies'],
    errors: [400, 401, 403, 404, 409],
  });

  signedIn.get(
    '/company',
    {
      summary: 'Your company, role, limit and spending this month',
      response: { 200: MyCompanySchema },
    },
    async (c) => getMyCompany(c.db, c.caller),
  );

  signedIn.post(
    '/company',
    {
      summary: 'Create a company; you become its company admin',
      description:
        '409 when you already belong to a company; 403 for shop admins. `country` (ISO alpha-2) ' +
        'defaults to `BD`; a company outside Bangladesh buys zero-rated exports.',
      body: CreateCompanyInputSchema,
      response: { 201: CompanySchema },
    },
    async (c) => foundCompany(c.db, c.caller, c.body, c.actor),
  );

  signedIn.put(
    '/company',
    {
      summary: "Change your company's details (company admins)",
      body: CompanyInputSchema,
      response: { 200: CompanySchema },
    },
    async (c) => updateOwnCompany(c.db, c.caller, c.body, c.actor),
  );

  signedIn.get(
    '/company/members',
    {
      summary: "Your company's members with their spending this month (company admins)",
      response: { 200: CompanyMemberListSchema },
    },
    async (c) => getCompanyMembers(c.db, c.caller),
  );

  signedIn.put(
    '/company/members/:userId',
    {
      summary: "Change a member's role or monthly spending limit (company admins)",
      description: "409 'A company keeps at least one company admin'.",
      params: CompanyMemberParamsSchema,
      body: UpdateCompanyMemberInputSchema,
      response: { 200: ModifiedCountSchema },
    },
    async (c) => setCompanyMember(c.db, c.caller, c.params.userId, c.body, c.actor),
  );

  signedIn.delete(
    '/company/members/:userId',
    {
      summary: 'Remove a member from your company (company admins)',
      params: CompanyMemberParamsSchema,
      response: { 200: DeletedCountSchema },
    },
    async (c) => removeMember(c.db, c.caller, c.params.userId, c.actor),
  );

  signedIn.get(
    '/company/invitations',
    {
      summary: "Your company's pending invitations (company admins)",
      response: { 200: CompanyInvitationListSchema },
    },
    async (c) => getPendingInvitations(c.db, c.caller),
  );

  signedIn.post(
    '/company/invitations',
    {
      summary: 'Invite a colleague by e-mail (company admins)',
      description:
        'Sends a single-use link valid for 7 days; a pending invitation of the same e-mail is ' +
        'replaced.',
      body: InviteMemberInputSchema,
      response: { 201: CompanyInvitationSchema },
    },
    async (c) => inviteMember(c.db, app.mailer, publicUrl, c.caller, c.body, c.actor),
  );

  signedIn.delete(
    '/company/invitations/:id',
    {
      summary: 'Withdraw a pending invitation (company admins)',
      params: IdParamsSchema,
      response: { 200: DeletedCountSchema },
    },
    async (c) => revokeInvitation(c.db, c.caller, c.params.id, c.actor),
  );

  anyone.get(
    '/invitations/:token',
    {
      summary: "An invitation link's company, e-mail and role",
      description: '404 for an unknown link; 409 when it expired, was used or was withdrawn.',
      params: InvitationTokenParamsSchema,
      response: { 200: InvitationPreviewSchema },
    },
    async (c) => previewInvitation(c.db, c.params.token),
  );

  signedIn.post(
    '/invitations/:token/accept',
    {
      summary: 'Accept an invitation (signed in with the invited e-mail)',
      params: InvitationTokenParamsSchema,
      response: { 200: z.object({ companyId: z.uuid() }) },
    },
    async (c) => joinByInvitation(c.db, c.caller, c.params.token, c.actor),
  );

  signedIn.get(
    '/company/orders',
    {
      apiKeyScope: 'orders:read',
      summary: 'Every order of your company, newest first (company admins)',
      description:
        '`status=awaiting_approval` lists the orders waiting for approval; `sort=oldest` ' +
        "reverses the list. `limit` (1–100) and `cursor` read one page: the body is that page's " +
        'orders, and a `Link: <…>; rel="next"` header gives the next page\'s URL (none on the ' +
        'last page). Without them: the newest 200 orders, with the `Link` header when more ' +
        "exist. A bad `limit` or a cursor that is not this list's: 400 `validation_failed`.",
      querystring: CompanyOrdersQuerySchema,
      response: { 200: OrderListSchema },
    },
    async (c) => answerPage(c.request, c.reply, await getCompanyOrders(c.db, c.caller, c.query)),
  );

  signedIn.post(
    '/company/orders/:id/approve',
    {
      summary: 'Approve an order awaiting approval (company admins)',
      description:
        'Checks stock and price again; the order becomes unpaid and holds its stock. 409 when ' +
        'a line cannot be served or the order is not awaiting approval.',
      params: IdParamsSchema,
      body: ApproveOrderInputSchema,
      response: { 200: ModifiedCountSchema },
    },
    async (c) => approveOrder(c.db, c.caller, c.params.id, c.body, c.actor, bankTransfer.holdDays),
  );

  signedIn.post(
    '/company/orders/:id/decline',
    {
      summary: 'Decline an order awaiting approval, with a comment (company admins)',
      params: IdParamsSchema,
      body: DeclineOrderInputSchema,
      response: { 200: ModifiedCountSchema },
    },
    async (c) => declineOrder(c.db, c.caller, c.params.id, c.body, c.actor),
  );

  admin.get(
    '/admin/companies',
    {
      summary: 'Companies by name with their number of members, a page at a time (admins)',
      description: COMPANY_PAGING,
      querystring: CompanyListQuerySchema,
      response: { 200: AdminCompanyListSchema },
    },
    async (c) => answerPage(c.request, c.reply, await getCompaniesPage(c.db, c.query)),
  );

  admin.get(
    '/admin/companies/:id',
    {
      summary: 'A company and its members (admins)',
      description:
        '`currencyFixed`: whether the company has an order or a quote, so that its billing ' +
        'currency can no longer change (`PATCH /admin/companies/{id}/currency` answers 409; ' +
        'decision 327).',
      params: IdParamsSchema,
      response: { 200: AdminCompanyDetailSchema },
    },
    async (c) => getCompanyDetail(c.db, c.params.id),
  );

  admin.put(
    '/admin/companies/:id',
    {
      summary: "Change a company's details (admins)",
      params: IdParamsSchema,
      body: CompanyInputSchema,
      response: { 200: CompanySchema },
    },
    async (c) => updateCompanyAsShopAdmin(c.db, c.params.id, c.body, c.actor),
  );

  admin.patch(
    '/admin/companies/:id/tax-profile',
    {
      summary: "Set a company's country and withholding at source (admins)",
      description:
        '`country` (ISO alpha-2; outside `BD`: zero-rated exports), `vatWithholding` (a VAT ' +
        'withholding entity: deducts VAT at source and hands Mushak-6.6 certificates) and ' +
        '`incomeTaxDeductor` (deducts income tax at source); a field left out keeps its value. ' +
        'Recorded in the audit log (`company.edit`, the tax profile before and after) when something ' +
        'changed.',
      params: IdParamsSchema,
      body: CompanyTaxProfileInputSchema,
      response: { 200: CompanyTaxProfileSchema },
    },
    async (c) => setCompanyTaxProfile(c.db, c.params.id, c.body, c.actor),
  );

  admin.patch(
    '/admin/companies/:id/customer-group',
    {
      summary: 'Put a company in a customer group, or in none (admins)',
      description:
        "`customerGroupId`: a customer group, whose price lists then apply to the company's " +
        "buyers (decision 320), or `null`. 400 on `customerGroupId`, 'Customer group not " +
        "found'; 404 for an unknown company. Recorded in the audit log " +
        '(`company.customer_group`) when it changed. Answers the company as the back-office ' +
        'list has it.',
      params: IdParamsSchema,
      body: CompanyCustomerGroupInputSchema,
      response: { 200: AdminCompanySchema },
    },
    async (c) => setCompanyCustomerGroup(c.db, c.params.id, c.body, c.actor),
  );

  admin.patch(
    '/admin/companies/:id/incoterm',
    {
      summary: "Set a company's default incoterm and named place (admins)",
      description:
        '`incoterm`: one of the eleven rules of Incoterms 2020 (`EXW`, `FCA`, `FAS`, `FOB`, ' +
        '`CFR`, `CIF`, `CPT`, `CIP`, `DAP`, `DPU`, `DDP`), or `null` for none; `incotermPlace`: ' +
        'its named place, e.g. `Chittagong` (required with a rule). Each order the company ' +
        'places from then on copies them (decision 323). A company in Bangladesh: 400 on ' +
        '`incoterm` (its orders are not exports); an unknown company: 404. Recorded in the audit ' +
        'log (`company.edit`, the terms before and after) when they changed. Answers the company ' +
        'as the back-office list has it.',
      params: IdParamsSchema,
      body: IncotermInputSchema,
      response: { 200: AdminCompanySchema },
    },
    async (c) => setCompanyIncoterm(c.db, c.params.id, c.body, c.actor),
  );

  admin.patch(
    '/admin/companies/:id/currency',
    {
      summary: 'Set the currency a company is billed in (admins)',
      description:
        '`currency`: `BDT` or a currency the shop enabled (`USD`, `EUR`; decision 327). From ' +
        'then on its carts, quotes, orders, invoices, payments and statement are in it. ' +
        '`creditLimit` (optional): its credit limit in the new currency; left out, the limit and ' +
        "every member's monthly spending limit are converted at today's rate. 409 when the " +
        'currency is not enabled, when the company already has an order or a quote (its ' +
        'documents would be in two currencies), or without a rate today; 404 for an unknown ' +
        'company. Recorded in the audit log (`company.set_currency`, before and after) when it ' +
        'changed. Answers the company, its credit limit and its members in the new currency.',
      params: IdParamsSchema,
      body: SetCompanyCurrencyInputSchema,
      response: { 200: CompanyCurrencyChangeSchema },
    },
    async (c) => setCompanyCurrency(c.db, c.params.id, c.body, c.actor),
  );
};
