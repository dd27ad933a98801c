import type { CreateSupportTicket, SupportTicketDetail, SupportTicketStatus } from '@patili/domain/support';

import type { Db } from '../db/client.ts';
import type { AuditActor } from './audit.ts';
import type { Messenger } from './mail/messenger.ts';

type Mail = { messenger: Messenger; appUrl: string };

/**
 * The support feature's ticket operations another feature may call (Peri opens a ticket for a
 * user, or answers one for an admin, once confirmed): features never import features, so the
 * support feature provides its services in this shape (`FeatureServices.supportTickets`). Each runs exactly as the
 * support screens' routes do: the same checks, rate limit, action log and notifications.
 */
export type SupportTickets = {
  /** A user opens a ticket (not the admin: 403; at most 5 an hour: 429). */
  open(args: { db: Db; requesterId: string; input: CreateSupportTicket; now: Date }): Promise<SupportTicketDetail>;
  /** An admin answers a ticket (logged as `ticket_replied`; the requester is told). */
  reply(args: Mail & { db: Db; actor: AuditActor; ticketId: string; text: string; now: Date }): Promise<SupportTicketDetail>;
  /** An admin sets a ticket's status (logged as `ticket_status_changed`; the requester is told). */
  setStatus(args: Mail & { db: Db; actor: AuditActor; ticketId: string; status: SupportTicketStatus; now: Date }): Promise<SupportTicketDetail>;
};
