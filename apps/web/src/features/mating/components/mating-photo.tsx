import { AspectRatio, Center, Image, ThemeIcon } from '@mantine/core';
import type { MatingListing } from '@patili/domain/mating';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SPECIES_ICONS } from '../../../components/species/species-icons';

/**
 * The listed pet's photo (its thumbnail, or the full photo on the detail), or a species icon on a
 * soft background when it has none or the photo cannot be loaded.
 */
export const MatingPhoto = ({
  listing,
  ratio = 4 / 3,
  full = false,
  radius,
}: {
  listing: Pick<MatingListing, 'petName' | 'species' | 'photoUrl' | 'thumbnailUrl'>;
  ratio?: number;
  full?: boolean;
  radius?: string | number;
}) => {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const wanted = full ? listing.photoUrl : listing.thumbnailUrl;
  const url = wanted && wanted !== failedUrl ? wanted : null;
  const Icon = SPECIES_ICONS[listing.species];
  return (
    <AspectRatio ratio={ratio} style={{ overflow: 'hidden', borderRadius: radius }}>
      {url ? (
        <Image
          src={url}
          alt={t('mating:card.photoAlt', { name: listing.petName })}
          fit="cover"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <Center
          bg="var(--mantine-color-orange-0)"
          role="img"
          aria-label={t('mating:card.placeholderAlt', { name: listing.petName })}
        >
          <ThemeIcon size={72} radius={72} variant="light" color="orange" aria-hidden>
            <Icon size={40} />
          </ThemeIcon>
        </Center>
      )}
    </AspectRatio>
  );
};
