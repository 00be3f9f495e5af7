import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../plugins/identity.js';
import { auditLogChanged, type AuditActor } from './audit-log.js';

/** The requests an {@link AuditActor} was made for: admin actions that may append an entry. */
const actions = new WeakSet<FastifyRequest>();

/**
 * The {@link AuditActor} of an admin route's request: the signed-in caller, the request id and the
 * client's IP address.
 * @throws UnauthorizedError when signed out (routes guard with `app.requireAdmin` first).
 */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const caller = callerOf(request);
  actions.add(request);
  return { id: caller.id, email: caller.email, requestId: request.id, ip: request.ip };
}

/**
 * The `onSend` hook that calls {@link auditLogChanged} after every request an {@link AuditActor}
 * was made for: its transaction has committed or rolled back before its answer is sent, so the
 * same instance's next read of the log shows its entry (decision 285). A refused action drops the
 * kept pages too, which costs one read again and changes nothing that is shown.
 */
export function auditActionsDone(db: object) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (actions.has(request)) auditLogChanged(db);
    return payload;
  };
}
