import { buildPath } from '@patili/domain/access';
import { readVetRequest, vetRequestToSearch } from '@patili/domain/discovery';
import { parseQuery } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { Page } from '../../../../components/layout/page';
import { VetRequestForm } from '../../../../features/discovery/components/vet-request-form';

/**
 * Request a veterinarian appointment: choose the service, date and time, then browse
 * veterinarians with that choice in the address. Coming back to change it fills the form again.
 */
const RequestVetScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const initial = readVetRequest(parseQuery(location.search));
  return (
    <Page
      size="sm"
      title={t('discovery:vetRequest.title')}
      description={t('discovery:vetRequest.description')}
    >
      <VetRequestForm
        initial={initial}
        onSubmit={(request) =>
          void navigate(
            buildPath('owner.veterinarians.browse', undefined, vetRequestToSearch(request)),
          )
        }
      />
    </Page>
  );
};

export default RequestVetScreen;
