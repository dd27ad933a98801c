import { fileUrls } from '@patili/domain/files';
import {
  readReportAnimalType,
  readReportColors,
  readReportGender,
  readReportSize,
  readReportStatus,
  readReportType,
  type Report,
  type ReportPhoto,
  type ReportSummary,
} from '@patili/domain/lostfound';

import { lostfoundReport } from '../../db/schema/index.ts';
import { cityName } from '../../lib/locations/locations-data.ts';

export type ReportRow = typeof lostfoundReport.$inferSelect;

const photoOf = (id: string): ReportPhoto => ({ id, ...fileUrls(id) });

/**
 * A report as every signed-in user sees it; `reporterName` is read with it. The microchip number
 * is the reporter's alone (anyone else could claim a pet with it).
 */
export const toReportView = (row: ReportRow, reporterName: string, viewerId: string): Report => ({
  id: row.id,
  reportType: readReportType(row.reportType),
  reporterUserId: row.reporterId,
  reporterName,
  petName: row.petName,
  animalType: readReportAnimalType(row.animalType),
  breed: row.breed,
  gender: readReportGender(row.gender),
  colors: readReportColors(row.colors),
  size: readReportSize(row.size),
  distinguishingFeatures: row.distinguishingFeatures,
  lastSeenLocation: row.lastSeenLocation,
  cityCode: row.cityCode,
  cityName: cityName(row.cityCode) ?? row.cityCode,
  district: row.district,
  lastSeenDate: row.lastSeenDate,
  lastSeenTime: row.lastSeenTime,
  photos: row.photoIds.map(photoOf),
  additionalInfo: row.additionalInfo,
  contactInfo: row.contactInfo,
  microchip: viewerId === row.reporterId ? row.microchip : null,
  status: readReportStatus(row.status),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns a card needs. */
export type ReportSummaryRow = Pick<
  ReportRow,
  | 'id'
  | 'reportType'
  | 'petName'
  | 'animalType'
  | 'breed'
  | 'lastSeenLocation'
  | 'cityCode'
  | 'district'
  | 'lastSeenDate'
  | 'status'
  | 'createdAt'
  | 'photoIds'
>;

/** The columns a card needs, as a select reads them. */
export const reportSummaryColumns = {
  id: lostfoundReport.id,
  reportType: lostfoundReport.reportType,
  petName: lostfoundReport.petName,
  animalType: lostfoundReport.animalType,
  breed: lostfoundReport.breed,
  lastSeenLocation: lostfoundReport.lastSeenLocation,
  cityCode: lostfoundReport.cityCode,
  district: lostfoundReport.district,
  lastSeenDate: lostfoundReport.lastSeenDate,
  status: lostfoundReport.status,
  createdAt: lostfoundReport.createdAt,
  photoIds: lostfoundReport.photoIds,
} satisfies Record<keyof ReportSummaryRow, unknown>;

/** A report as a card of the list (or of the similar reports) shows it: its first photo. */
export const toReportSummary = (row: ReportSummaryRow): ReportSummary => ({
  id: row.id,
  reportType: readReportType(row.reportType),
  petName: row.petName,
  animalType: readReportAnimalType(row.animalType),
  breed: row.breed,
  lastSeenLocation: row.lastSeenLocation,
  cityName: cityName(row.cityCode) ?? row.cityCode,
  district: row.district,
  lastSeenDate: row.lastSeenDate,
  status: readReportStatus(row.status),
  createdAt: row.createdAt.toISOString(),
  photo: row.photoIds[0] ? photoOf(row.photoIds[0]) : null,
});
