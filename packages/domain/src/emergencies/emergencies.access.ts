import { VET, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of emergency requests: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'veterinarian.emergency',
    path: '/veterinarian/emergency',
    access: VET,
    layout: 'shared',
    screen: 'veterinarian/emergency-requests',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of emergency requests (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Emergency requests: owners send one to a vet; both sides read theirs; the vet answers.
  'create:emergency:own': ['owner'],
  'read:emergency:own': ['owner', 'veterinarian'],
  'answer:emergency:own': ['veterinarian'],
} as const satisfies Readonly<Record<string, Holder>>;
