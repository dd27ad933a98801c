import { AspectRatio, Center, Image, Stack, Text } from '@mantine/core';
import type { ReportAnimalType, ReportPhoto as Photo } from '@patili/domain/lostfound';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SPECIES_ICONS } from '../../../components/species/species-icons';

/** A report's photo (its thumbnail, or the full image), or the animal's icon when it cannot be shown. */
export const ReportPhoto = ({
  photo,
  animalType,
  alt,
  ratio = 4 / 3,
  full = false,
}: {
  photo: Photo | null;
  animalType: ReportAnimalType;
  alt: string;
  ratio?: number;
  /** The full image (detail) rather than the thumbnail (cards). */
  full?: boolean;
}) => {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const source = photo ? (full ? photo.url : photo.thumbnailUrl) : null;
  const url = source && source !== failedUrl ? source : null;
  const Icon = SPECIES_ICONS[animalType];
  return (
    <AspectRatio ratio={ratio} style={{ overflow: 'hidden' }} bg="gray.1">
      {url ? (
        <Image
          src={url}
          alt={alt}
          fit={full ? 'contain' : 'cover'}
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <Center>
          <Stack gap={4} align="center">
            <Icon size={48} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text size="xs" c="dimmed">
              {t('lostfound:list.noPhoto')}
            </Text>
          </Stack>
        </Center>
      )}
    </AspectRatio>
  );
};
