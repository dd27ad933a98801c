import { z } from 'zod';

/** One mail or SMS kept in the developer outbox (`GET /api/outbox`, development and test only). */
export const outboxEntrySchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  link: z.string().nullable(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const listOutboxQuerySchema = z.object({
  to: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListOutboxQuery = z.input<typeof listOutboxQuerySchema>;

export const outboxListSchema = z.object({ items: z.array(outboxEntrySchema) });
export type OutboxList = z.infer<typeof outboxListSchema>;
