import { createRouter } from '../../lib/create-router.ts';
import { listOutboxHandler } from './dev-outbox.handlers.ts';
import { listOutbox } from './dev-outbox.routes.ts';

/** Mounted only when `config.devOutbox` is on (never in production). */
export const devOutboxRouter = createRouter().openapi(listOutbox, listOutboxHandler);
