import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { MicrochipLookup } from '../../../features/pets/components/microchip-lookup';

/** The vet's microchip lookup (`/veterinarian/microchip`): registered or not, and the owner told. */
const MicrochipLookupScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="md" title={t('pets:microchip.title')} description={t('pets:microchip.description')}>
      <MicrochipLookup />
    </Page>
  );
};

export default MicrochipLookupScreen;
