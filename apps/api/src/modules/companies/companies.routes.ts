import {
  AdminCompanyDetailSchema,
  AdminCompanyListSchema,
  ApproveOrderInputSchema,
  CompanyInputSchema,
  CompanyInvitationListSchema,
  CompanyInvitationSchema,
  CompanyListQuerySchema,
  CompanyMemberListSchema,
  CompanyMemberParamsSchema,
  CompanyOrdersQuerySchema,
  CompanySchema,
  DeclineOrderInputSchema,
  DeletedCountSchema,
  IdParamsSchema,
  InvitationPreviewSchema,
  InvitationTokenParamsSchema,
  InviteMemberInputSchema,
  ModifiedCountSchema,
  MyCompanySchema,
  OrderListSchema,
  UpdateCompanyMemberInputSchema,
} from '@partline/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../audit/audit-actor.js';
import {
  getCompanyDetail,
  getCompanyMembers,
  getMyCompany,
  removeMember,
  setCompanyMember,
} from '../../flows/company-members.js';
import { approveOrder, declineOrder, getCompanyOrders } from '../../flows/decide-approval.js';
import { COMPANY_PAGING } from '../../flows/company-of-caller.js';
import { inviteMember } from '../../flows/invite-member.js';
import { callerOf } from '../../plugins/identity.js';
import {
  acceptInvitation,
  createCompany,
  getCompaniesPage,
  getPendingInvitations,
  previewInvitation,
  revokeInvitation,
  updateCompanyAsShopAdmin,
  updateOwnCompany,
} from './companies.service.js';
import { errorResponses } from '../../errors.js';
import { answerPage } from '../../keyset-page.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['companies'];

/**
 * Companies under `/api` (decisions 130–133): a client's company, its members and invitations,
 * the approval of orders over a buyer's monthly spending limit, and the shop admin's back-office
 * list. Every rule is the server's: who is a company admin comes from the membership row, never
 * from the request.
 */
export const companiesRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const db = () => app.database.db;

  app.get(
    '/company',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Your company, role, limit and spending this month',
        response: { 200: MyCompanySchema, ...errors },
      },
    },
    async (request) => getMyCompany(db(), callerOf(request)),
  );

  app.post(
    '/company',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Create a company; you become its company admin',
        description: '409 when you already belong to a company; 403 for shop admins.',
        body: CompanyInputSchema,
        response: { 201: CompanySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCompany(db(), callerOf(request), request.body, auditActorOf(request))),
  );

  app.put(
    '/company',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Change your company's details (company admins)",
        body: CompanyInputSchema,
        response: { 200: CompanySchema, ...errors },
      },
    },
    async (request) =>
      updateOwnCompany(db(), callerOf(request), request.body, auditActorOf(request)),
  );

  app.get(
    '/company/members',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Your company's members with their spending this month (company admins)",
        response: { 200: CompanyMemberListSchema, ...errors },
      },
    },
    async (request) => getCompanyMembers(db(), callerOf(request)),
  );

  app.put(
    '/company/members/:userId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Change a member's role or monthly spending limit (company admins)",
        description: "409 'A company keeps at least one company admin'.",
        params: CompanyMemberParamsSchema,
        body: UpdateCompanyMemberInputSchema,
        response: { 200: ModifiedCountSchema, ...errors },
      },
    },
    async (request) =>
      setCompanyMember(
        db(),
        callerOf(request),
        request.params.userId,
        request.body,
        auditActorOf(request),
      ),
  );

  app.delete(
    '/company/members/:userId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Remove a member from your company (company admins)',
        params: CompanyMemberParamsSchema,
        response: { 200: DeletedCountSchema, ...errors },
      },
    },
    async (request) =>
      removeMember(db(), callerOf(request), request.params.userId, auditActorOf(request)),
  );

  app.get(
    '/company/invitations',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Your company's pending invitations (company admins)",
        response: { 200: CompanyInvitationListSchema, ...errors },
      },
    },
    async (request) => getPendingInvitations(db(), callerOf(request)),
  );

  app.post(
    '/company/invitations',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Invite a colleague by e-mail (company admins)',
        description:
          'Sends a single-use link valid for 7 days; a pending invitation of the same e-mail is ' +
          'replaced.',
        body: InviteMemberInputSchema,
        response: { 201: CompanyInvitationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await inviteMember(
            db(),
            app.mailer,
            publicUrl,
            callerOf(request),
            request.body,
            auditActorOf(request),
          ),
        ),
  );

  app.delete(
    '/company/invitations/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Withdraw a pending invitation (company admins)',
        params: IdParamsSchema,
        response: { 200: DeletedCountSchema, ...errors },
      },
    },
    async (request) =>
      revokeInvitation(db(), callerOf(request), request.params.id, auditActorOf(request)),
  );

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        summary: "An invitation link's company, e-mail and role",
        description: '404 for an unknown link; 409 when it expired, was used or was withdrawn.',
        params: InvitationTokenParamsSchema,
        response: { 200: InvitationPreviewSchema, ...errors },
      },
    },
    async (request) => previewInvitation(db(), request.params.token),
  );

  app.post(
    '/invitations/:token/accept',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Accept an invitation (signed in with the invited e-mail)',
        params: InvitationTokenParamsSchema,
        response: { 200: z.object({ companyId: z.uuid() }), ...errors },
      },
    },
    async (request) =>
      acceptInvitation(db(), callerOf(request), request.params.token, auditActorOf(request)),
  );

  app.get(
    '/company/orders',
    {
      config: { apiKeyScope: 'orders:read' },
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Every order of your company, newest first (company admins)',
        description:
          '`status=awaiting_approval` lists the orders waiting for approval; `sort=oldest` ' +
          "reverses the list. `limit` (1–100) and `cursor` read one page: the body is that page's " +
          'orders, and a `Link: <…>; rel="next"` header gives the next page\'s URL (none on the ' +
          'last page). Without them: the newest 200 orders, with the `Link` header when more ' +
          "exist. A bad `limit` or a cursor that is not this list's: 400 `validation_failed`.",
        querystring: CompanyOrdersQuerySchema,
        response: { 200: OrderListSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerPage(request, reply, await getCompanyOrders(db(), callerOf(request), request.query)),
  );

  app.post(
    '/company/orders/:id/approve',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Approve an order awaiting approval (company admins)',
        description:
          'Checks stock and price again; the order becomes unpaid and holds its stock. 409 when ' +
          'a line cannot be served or the order is not awaiting approval.',
        params: IdParamsSchema,
        body: ApproveOrderInputSchema,
        response: { 200: ModifiedCountSchema, ...errors },
      },
    },
    async (request) =>
      approveOrder(db(), callerOf(request), request.params.id, request.body, auditActorOf(request)),
  );

  app.post(
    '/company/orders/:id/decline',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Decline an order awaiting approval, with a comment (company admins)',
        params: IdParamsSchema,
        body: DeclineOrderInputSchema,
        response: { 200: ModifiedCountSchema, ...errors },
      },
    },
    async (request) =>
      declineOrder(db(), callerOf(request), request.params.id, request.body, auditActorOf(request)),
  );

  app.get(
    '/admin/companies',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Companies by name with their number of members, a page at a time (admins)',
        description: COMPANY_PAGING,
        querystring: CompanyListQuerySchema,
        response: { 200: AdminCompanyListSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerPage(request, reply, await getCompaniesPage(db(), request.query)),
  );

  app.get(
    '/admin/companies/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'A company and its members (admins)',
        params: IdParamsSchema,
        response: { 200: AdminCompanyDetailSchema, ...errors },
      },
    },
    async (request) => getCompanyDetail(db(), request.params.id),
  );

  app.put(
    '/admin/companies/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Change a company's details (admins)",
        params: IdParamsSchema,
        body: CompanyInputSchema,
        response: { 200: CompanySchema, ...errors },
      },
    },
    async (request) =>
      updateCompanyAsShopAdmin(db(), request.params.id, request.body, auditActorOf(request)),
  );
};
