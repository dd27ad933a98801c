import type { ReportInput, ReportResponse } from '@patili/domain/lostfound';
import { expect } from 'vitest';

import type { TestClient } from '../../../test/http.ts';
import { uploadAs } from '../../../test/uploads.ts';

/** A complete report input for `POST /api/lostfound`, with a new photo of the client's. */
export const reportInput = async (
  client: TestClient,
  overrides: Partial<ReportInput> = {},
): Promise<ReportInput> => ({
  reportType: 'lost',
  petName: 'Pamuk',
  animalType: 'cat',
  breed: 'Tekir',
  gender: 'female',
  colors: ['gray', 'white'],
  size: 'small',
  distinguishingFeatures: 'Kırmızı tasmalı, sol kulağında çentik var',
  lastSeenLocation: 'Moda sahili, çay bahçesi önü',
  cityCode: '34',
  district: 'Kadıköy',
  lastSeenDate: '2026-06-08',
  lastSeenTime: '19:30',
  photoIds: [(await uploadAs(client, 'lostfound_photo')).id],
  additionalInfo: 'Çok ürkek, yaklaşırken yavaş olun.',
  contactInfo: null,
  ...overrides,
});

/** Creates a report through the API and expects 201. */
export const createReportAs = async (client: TestClient, overrides: Partial<ReportInput> = {}) => {
  const response = await client.post<ReportResponse>(
    '/api/lostfound',
    await reportInput(client, overrides),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.report;
};
