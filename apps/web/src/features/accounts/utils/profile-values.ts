import type { AccountView } from '@patili/domain/accounts';

import { EMPTY_LOCATION, type LocationValue } from '../../../components/locations/location-fields';
import type { RequestBody } from '../../../lib/api-client';

/** What the profile form edits. */
export type ProfileFormValues = {
  name: string;
  contactPhone: string;
  address: string;
  location: LocationValue;
  avatarFileId: string | null;
};

/** The saved account as form values (what cancel restores). */
export const profileFormValues = (account: AccountView): ProfileFormValues => ({
  name: account.name,
  contactPhone: account.contactPhone ?? '',
  address: account.address ?? '',
  location: account.location
    ? { cityCode: account.location.cityCode, district: account.location.district, mapPoint: account.location.mapPoint }
    : EMPTY_LOCATION,
  avatarFileId: account.avatarFileId,
});

/**
 * The request body for form values. The avatar goes only when it changed, so a picture that is
 * not an uploaded file (a social sign-in photo) is kept.
 */
export const toProfileInput = (values: ProfileFormValues, saved: AccountView): RequestBody<'/api/accounts/me/profile', 'put'> => ({
  name: values.name,
  contactPhone: values.contactPhone,
  address: values.address,
  location: values.location.cityCode || values.location.district ? values.location : null,
  ...(values.avatarFileId === saved.avatarFileId ? {} : { avatarFileId: values.avatarFileId }),
});
