import { type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of Peri, the assistant: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [] as const satisfies readonly RouteDef[];

/** Who holds each permission of Peri, the assistant (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Peri, the assistant: every signed-in user talks to it about their own
  // conversation (ownership checked in each query); what it may do for them is decided per action.
  'use:assistant:own': 'signed-in',
} as const satisfies Readonly<Record<string, Holder>>;
