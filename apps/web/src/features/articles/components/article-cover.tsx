import { Box, Image } from '@mantine/core';
import { IconArticle } from '@tabler/icons-react';

/** A card's or page's cover, or a calm placeholder when the article has none. */
export const ArticleCover = ({
  src,
  height,
  alt = '',
}: {
  src: string | null;
  height: number;
  alt?: string;
}) =>
  src ? (
    <Image src={src} h={height} fit="cover" alt={alt} />
  ) : (
    <Box
      h={height}
      bg="var(--mantine-color-orange-0)"
      style={{ display: 'grid', placeItems: 'center' }}
      aria-hidden
    >
      <IconArticle size={Math.min(56, height / 3)} color="var(--mantine-color-orange-4)" />
    </Box>
  );
