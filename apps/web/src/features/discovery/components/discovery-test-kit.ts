import type { ProviderCard, ProviderPage } from '@patili/domain/discovery';
import type { UseQueryResult } from '@tanstack/react-query';
import { vi } from 'vitest';

/** A walker's browse card in Kadıköy, 3 km away, with a shared point; `overrides` change any field. */
export const walkerCard = (overrides: Partial<ProviderCard> = {}): ProviderCard => ({
  id: 'w1',
  kind: 'pet_walker',
  name: 'Deniz Yürür',
  avatarUrl: null,
  photoUrl: null,
  cityName: 'İstanbul',
  district: 'Kadıköy',
  distanceKm: 3,
  price: { lira: 150, maxLira: null, unit: 'hour' },
  rating: { average: 4.8, count: 10 },
  bio: 'Moda sahilinde sabah yürüyüşleri.',
  services: ['dog_walking', 'İlaç verme'],
  clinicName: null,
  servicePlace: null,
  knowsFirstAid: true,
  point: { latitude: 40.982, longitude: 29.035 },
  cancellationPolicy: 'flexible',
  responsiveness: null,
  verified: false,
  ...overrides,
});

/** A loaded browse query holding one page of `items`. */
export const loadedPage = (
  items: ProviderCard[],
  { total = items.length, totalIsExact = true, pageSize = 10 }: { total?: number; totalIsExact?: boolean; pageSize?: number } = {},
) =>
  ({
    data: { items, total, totalIsExact, page: 1, pageSize, origin: { cityName: 'İstanbul', district: 'Kadıköy' } },
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
  }) as unknown as UseQueryResult<ProviderPage>;
