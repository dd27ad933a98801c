import type { Species } from '@patili/domain/shared';
import { IconCat, IconDog, IconFeather, IconPaw, IconPawFilled } from '@tabler/icons-react';

/** The icon of each species: on the species pickers, and in place of a missing photo. */
export const SPECIES_ICONS: Readonly<Record<Species, typeof IconCat>> = {
  cat: IconCat,
  dog: IconDog,
  bird: IconFeather,
  rodent: IconPawFilled,
  other: IconPaw,
};
