import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import {
  flagMessageRoute,
  getConversationRoute,
  getUnreadRoute,
  listConversationsRoute,
  listMessagesRoute,
  markReadRoute,
  openQuestionRoute,
  sendMessageRoute,
} from './chat.routes.ts';
import {
  countUnreadMessages,
  getConversation,
  listConversations,
  openQuestion,
} from './conversations.service.ts';
import { flagMessage } from './flags.service.ts';
import { listMessages, markConversationRead, sendMessage } from './messages.service.ts';

export const chatRouter = createRouter()
  .openapi(listConversationsRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    const list = await listConversations({
      db: c.get('deps').database.db,
      callerId: currentUser(c).id,
      page,
      pageSize,
      locale: c.get('locale'),
    });
    return c.json(list, 200);
  })
  .openapi(getUnreadRoute, async (c) => {
    const unreadTotal = await countUnreadMessages({
      db: c.get('deps').database.db,
      userId: currentUser(c).id,
    });
    return c.json({ unreadTotal }, 200);
  })
  .openapi(getConversationRoute, async (c) => {
    const view = await getConversation({
      db: c.get('deps').database.db,
      callerId: currentUser(c).id,
      chatId: c.req.valid('param').chatId,
      asker: c.req.valid('query').asker,
      locale: c.get('locale'),
    });
    return c.json(view, 200);
  })
  .openapi(openQuestionRoute, async (c) => {
    const view = await openQuestion({
      db: c.get('deps').database.db,
      callerId: currentUser(c).id,
      providerId: c.req.valid('param').providerId,
      locale: c.get('locale'),
    });
    return c.json(view, 200);
  })
  .openapi(listMessagesRoute, async (c) => {
    const { asker, before, limit } = c.req.valid('query');
    const page = await listMessages({
      db: c.get('deps').database.db,
      callerId: currentUser(c).id,
      chatId: c.req.valid('param').chatId,
      asker,
      locale: c.get('locale'),
      query: { before, limit },
    });
    return c.json(page, 200);
  })
  .openapi(sendMessageRoute, async (c) => {
    const { database, now } = c.get('deps');
    const sent = await sendMessage({
      db: database.db,
      callerId: currentUser(c).id,
      chatId: c.req.valid('param').chatId,
      asker: c.req.valid('query').asker,
      locale: c.get('locale'),
      input: c.req.valid('json'),
      now: now(),
    });
    return sent.created ? c.json(sent.message, 201) : c.json(sent.message, 200);
  })
  .openapi(markReadRoute, async (c) => {
    const { database, now } = c.get('deps');
    const read = await markConversationRead({
      db: database.db,
      callerId: currentUser(c).id,
      chatId: c.req.valid('param').chatId,
      asker: c.req.valid('query').asker,
      locale: c.get('locale'),
      now: now(),
    });
    return c.json(read, 200);
  })
  .openapi(flagMessageRoute, async (c) => {
    const { database, now } = c.get('deps');
    const flag = await flagMessage({
      db: database.db,
      callerId: currentUser(c).id,
      messageId: c.req.valid('param').messageId,
      input: c.req.valid('json'),
      now: now(),
    });
    return c.json(flag, 201);
  });
