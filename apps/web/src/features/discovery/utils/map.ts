import type { ProviderCard, PublicPoint } from '@patili/domain/discovery';
import type { TFunction } from 'i18next';

import { distanceText } from './format';

/** Where a result links to, and what it hands the profile screen. */
export type ProfileLink = (card: ProviderCard) => { path: string; state?: unknown };

/** A card that the browse map can place: one with a public point. */
export type PlacedCard = ProviderCard & { point: PublicPoint };

/** The cards of a page that have a point, in the page's order. */
export const placedCards = (cards: readonly ProviderCard[]): PlacedCard[] =>
  cards.filter((card): card is PlacedCard => card.point !== null);

/** Where a provider is and how far, as one line: `Kadıköy, İstanbul · 3 km uzakta`. */
export const placeLine = (t: TFunction, card: ProviderCard, locale: string): string =>
  [
    [card.district, card.cityName].filter(Boolean).join(', '),
    card.distanceKm === null ? null : distanceText(t, card.distanceKm, locale),
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * What a marker is called for a screen reader and a voice user: the name, the district (else the
 * city) and the distance, `Deniz Yürür, Kadıköy, 3 km uzakta`.
 */
export const markerLabel = (t: TFunction, card: ProviderCard, locale: string): string =>
  [card.name, card.district ?? card.cityName, card.distanceKm === null ? null : distanceText(t, card.distanceKm, locale)]
    .filter(Boolean)
    .join(', ');
