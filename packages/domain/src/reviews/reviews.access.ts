import { TRAINER, VET, WALKER, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of reviews: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'veterinarian.reviews',
    path: '/veterinarian/reviews',
    access: VET,
    layout: 'shared',
    screen: 'reviews/provider-reviews',
  },
  {
    id: 'petWalker.reviews',
    path: '/pet-walker/reviews',
    access: WALKER,
    layout: 'shared',
    screen: 'reviews/provider-reviews',
  },
  {
    id: 'trainer.reviews',
    path: '/trainer/reviews',
    access: TRAINER,
    layout: 'shared',
    screen: 'reviews/provider-reviews',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of reviews (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  'create:review:own': ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer'],
  // Reviews pages: everyone reads the reviews they received.
  'read:review:own': 'signed-in',
} as const satisfies Readonly<Record<string, Holder>>;
