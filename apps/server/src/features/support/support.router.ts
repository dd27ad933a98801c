import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import { getTicket, listTickets, replyAsAdmin, updateTicket } from './admin-tickets.service.ts';
import {
  createTicketRoute,
  getMyTicketRoute,
  getTicketRoute,
  listMyTicketsRoute,
  listTicketsRoute,
  replyAsAdminRoute,
  replyAsRequesterRoute,
  updateTicketRoute,
} from './support.routes.ts';
import { createTicket, getMyTicket, listMyTickets, replyAsRequester } from './tickets.service.ts';

export const supportRouter = createRouter()
  .openapi(listMyTicketsRoute, async (c) => {
    const page = await listMyTickets({
      db: c.get('deps').database.db,
      requesterId: currentUser(c).id,
      query: c.req.valid('query'),
    });
    return c.json(page, 200);
  })
  .openapi(createTicketRoute, async (c) => {
    const detail = await createTicket({
      db: c.get('deps').database.db,
      requesterId: currentUser(c).id,
      input: c.req.valid('json'),
      now: c.get('deps').now(),
    });
    return c.json(detail, 201);
  })
  .openapi(getMyTicketRoute, async (c) => {
    const detail = await getMyTicket({
      db: c.get('deps').database.db,
      requesterId: currentUser(c).id,
      ticketId: c.req.valid('param').ticketId,
    });
    return c.json(detail, 200);
  })
  .openapi(replyAsRequesterRoute, async (c) => {
    const detail = await replyAsRequester({
      db: c.get('deps').database.db,
      requesterId: currentUser(c).id,
      ticketId: c.req.valid('param').ticketId,
      text: c.req.valid('json').text,
      now: c.get('deps').now(),
    });
    return c.json(detail, 201);
  })
  .openapi(listTicketsRoute, async (c) => {
    const page = await listTickets({ db: c.get('deps').database.db, query: c.req.valid('query') });
    return c.json(page, 200);
  })
  .openapi(getTicketRoute, async (c) => {
    const detail = await getTicket({ db: c.get('deps').database.db, ticketId: c.req.valid('param').ticketId });
    return c.json(detail, 200);
  })
  .openapi(replyAsAdminRoute, async (c) => {
    const { database, messenger, config, now } = c.get('deps');
    const detail = await replyAsAdmin({
      db: database.db,
      messenger,
      appUrl: config.appUrl,
      actor: auditActorOf(c),
      ticketId: c.req.valid('param').ticketId,
      text: c.req.valid('json').text,
      now: now(),
    });
    return c.json(detail, 201);
  })
  .openapi(updateTicketRoute, async (c) => {
    const { database, messenger, config, now } = c.get('deps');
    const detail = await updateTicket({
      db: database.db,
      messenger,
      appUrl: config.appUrl,
      actor: auditActorOf(c),
      ticketId: c.req.valid('param').ticketId,
      patch: c.req.valid('json'),
      now: now(),
    });
    return c.json(detail, 200);
  });
