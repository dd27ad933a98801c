import type { ReceivedReviews as Page } from '@patili/domain/reviews';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { ReceivedReviews } from './received-reviews';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stars = (counts: [number, number, number, number, number]) =>
  [5, 4, 3, 2, 1].map((rating, index) => ({ rating, count: counts[index]! }));

describe('reviews received', () => {
  it('shows the summary with a bar per star, then each review with its stars, service and comment', async () => {
    const page: Page = {
      summary: { average: 4.67, count: 3, stars: stars([2, 1, 0, 0, 0]) },
      items: [
        {
          id: 'r1',
          reviewType: 'walker_review',
          rating: 4,
          comment: 'Çok özenliydi.',
          createdAt: '2026-06-12T10:00:00.000Z',
          reviewerFirstName: 'Ayşe',
          booking: {
            id: 'b1',
            kind: 'pet_walker',
            serviceType: 'dog_walking',
            startDate: '2026-06-12',
          },
        },
        {
          id: 'r2',
          reviewType: 'walker_review',
          rating: 5,
          comment: null,
          createdAt: '2026-06-11T10:00:00.000Z',
          reviewerFirstName: 'Mehmet',
          booking: {
            id: 'b2',
            kind: 'pet_walker',
            serviceType: 'dog_walking',
            startDate: '2026-06-11',
          },
        },
      ],
      total: 3,
      page: 1,
      pageSize: 10,
    };
    stubApi({ 'GET /api/reviews/received': () => json(200, page) });
    await renderWithApp(<ReceivedReviews />, { user: testUser({ role: 'pet_walker' }) });
    const summary = await screen.findByTestId('review-summary');
    expect(summary).toHaveTextContent('4,7/5');
    expect(summary).not.toHaveTextContent('5,0');
    expect(summary).toHaveTextContent('3 değerlendirme');
    expect(within(summary).getByTestId('star-count-5')).toHaveTextContent('2');
    expect(within(summary).getByTestId('star-count-1')).toHaveTextContent('0');
    const [first, second] = screen.getAllByTestId('received-review');
    expect(first).toHaveTextContent('Ayşe');
    expect(first).toHaveTextContent('Köpek Gezdirme · 12 Haz 2026');
    expect(first).toHaveTextContent('Çok özenliydi.');
    expect(second).toHaveTextContent('Yorum yazılmadı.');
  });

  it('says so before the first review', async () => {
    stubApi({
      'GET /api/reviews/received': () =>
        json(200, {
          summary: { average: null, count: 0, stars: stars([0, 0, 0, 0, 0]) },
          items: [],
          total: 0,
          page: 1,
          pageSize: 10,
        }),
    });
    await renderWithApp(<ReceivedReviews />, { user: testUser({ role: 'trainer' }) });
    expect(await screen.findByText('Henüz değerlendirme almadınız')).toBeInTheDocument();
  });
});
