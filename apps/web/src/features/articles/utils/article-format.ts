import { APP_TIME_ZONE } from '@patili/domain/shared';

import { intlLocale } from '../../../lib/format';

/** Articles are dated on the Istanbul clock whatever the browser's zone (`12 Haziran 2026`). */
export const formatArticleDate = (value: string, locale: string): string =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeZone: APP_TIME_ZONE,
  }).format(new Date(value));
