import type { FastifyRequest } from 'fastify';
import { callerOf } from '../plugins/identity.js';
import type { AuditActor } from './audit-log.js';

/**
 * The {@link AuditActor} of an admin route's request: the signed-in caller, the request id and the
 * client's IP address.
 * @throws UnauthorizedError when signed out (routes guard with `app.requireAdmin` first).
 */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const caller = callerOf(request);
  return { id: caller.id, email: caller.email, requestId: request.id, ip: request.ip };
}
