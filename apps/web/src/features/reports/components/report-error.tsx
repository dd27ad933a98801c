import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { errorMessage } from '../../../lib/form';

/** A report that failed to load: the server's reason in a red box, with a retry. */
export const ReportError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  return <ErrorAlert message={t('reports:report.error', { message: errorMessage(error, t('common:errors.generic')) })} onRetry={onRetry} />;
};
