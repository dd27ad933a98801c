import type { AssistantStreamEvent } from '@patili/domain/assistant';
import { welcomeMessage } from '@patili/domain/assistant';
import { istanbulToday } from '@patili/domain/shared';
import { streamSSE } from 'hono/streaming';

import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { t } from '../../lib/i18n.ts';
import { logger } from '../../lib/logger.ts';
import { currentUser } from '../../lib/require-access.ts';
import { withConsentLog } from '../../lib/privacy.ts';
import type { SupportTickets } from '../../lib/support-tickets.ts';
import { confirmAction, declineAction } from './actions.service.ts';
import { askAssistant, askerContext } from './ask.service.ts';
import { askRoute, confirmRoute, declineRoute, getConsentRoute, getHistoryRoute, saveConsentRoute } from './assistant.routes.ts';
import { assistantConsents } from './assistant.privacy.ts';
import { getConsent, saveConsent } from './consent.service.ts';
import { removeOlderDays, todaysMessages } from './messages.service.ts';

/**
 * Peri's routes, for every signed-in user. The support operations come in through the feature
 * registry (`assistant.feature.ts` needs `supportTickets`; features never import features).
 */
export const createAssistantRouter = ({ tickets }: { tickets: SupportTickets }) =>
  createRouter()
    .openapi(getConsentRoute, async (c) => {
      const consent = await getConsent({ db: c.get('deps').database.db, userId: currentUser(c).id });
      return c.json({ consent }, 200);
    })
    .openapi(saveConsentRoute, async (c) => {
      const { database, now } = c.get('deps');
      const consent = await withConsentLog(database.db, auditActorOf(c), assistantConsents, (tx) =>
        saveConsent({ db: tx, userId: currentUser(c).id, items: c.req.valid('json'), now: now() }),
      );
      return c.json({ consent }, 200);
    })
    .openapi(getHistoryRoute, async (c) => {
      const { database } = c.get('deps');
      const user = currentUser(c);
      const now = c.get('deps').now();
      const day = istanbulToday(now);
      const locale = c.get('locale');
      await removeOlderDays({ db: database.db, userId: user.id, day });
      const [items, { context }] = await Promise.all([
        todaysMessages({ db: database.db, userId: user.id, day }),
        askerContext({ db: database.db, user, locale, now }),
      ]);
      return c.json({ day, items, welcome: welcomeMessage({ context, t: (key, params) => t(locale, key, params) }) }, 200);
    })
    .openapi(askRoute, async (c) => {
      const deps = c.get('deps');
      const locale = c.get('locale');
      const user = currentUser(c);
      const { text } = c.req.valid('json');
      await deps.limits.assistantMessage(user.id);
      const prepared = await askAssistant({ deps, user, locale, text });
      return streamSSE(c, async (stream) => {
        const aborted = new AbortController();
        stream.onAbort(() => aborted.abort());
        const send = (event: AssistantStreamEvent) => stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
        await send({ type: 'user', message: prepared.question });
        try {
          for await (const event of prepared.events(aborted.signal)) {
            if (aborted.signal.aborted) break;
            await send(event);
          }
        } catch (error) {
          logger.error('assistant: answering failed', error instanceof Error ? error.message : error);
          await send({ type: 'error', code: 'INTERNAL', message: t(locale, 'assistant:errors.answerFailed') });
        }
      });
    })
    .openapi(confirmRoute, async (c) => {
      const user = currentUser(c);
      const result = await confirmAction({
        deps: c.get('deps'),
        tickets,
        user,
        actor: auditActorOf(c),
        locale: c.get('locale'),
        messageId: c.req.valid('param').messageId,
        input: c.req.valid('json'),
      });
      return c.json(result, 200);
    })
    .openapi(declineRoute, async (c) => {
      const result = await declineAction({ deps: c.get('deps'), user: currentUser(c), locale: c.get('locale'), messageId: c.req.valid('param').messageId });
      return c.json(result, 200);
    });
