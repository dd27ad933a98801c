import { AspectRatio, Image } from '@mantine/core';
import type { Pet } from '@patili/domain/pets';
import { speciesLabelKey } from '@patili/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PetIllustration } from './pet-illustration';

/**
 * The pet's photo (its thumbnail), or the placeholder drawing when it has none or the photo
 * cannot be loaded.
 */
export const PetImage = ({
  pet,
  ratio = 4 / 3,
  radius,
}: {
  pet: Pick<Pet, 'id' | 'name' | 'species' | 'thumbnailUrl'>;
  ratio?: number;
  radius?: string | number;
}) => {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = pet.thumbnailUrl && pet.thumbnailUrl !== failedUrl ? pet.thumbnailUrl : null;
  return (
    <AspectRatio ratio={ratio} style={{ overflow: 'hidden', borderRadius: radius }}>
      {url ? (
        <Image
          src={url}
          alt={t('pets:card.photoAlt', { name: pet.name })}
          fit="cover"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <PetIllustration
          petId={pet.id}
          species={pet.species}
          label={t('pets:card.illustrationAlt', { species: t(speciesLabelKey(pet.species)) })}
        />
      )}
    </AspectRatio>
  );
};
