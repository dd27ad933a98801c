import {
  ActionIcon,
  Box,
  Group,
  Image,
  Paper,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type CarouselPhoto = { readonly id: string; readonly url: string; readonly thumbnailUrl: string };

/**
 * A listing's or report's photos one at a time (a photo carousel),
 * with previous and next buttons, the left and right arrow keys, thumbnails to jump to one, and
 * the position announced. `altOf` describes the photo at a (0-based) position; `fallback` stands in
 * when there is no photo.
 */
export const PhotoCarousel = ({
  photos,
  altOf,
  fallback = null,
  testId = 'photo-carousel',
}: {
  photos: readonly CarouselPhoto[];
  altOf: (index: number) => string;
  fallback?: ReactNode;
  testId?: string;
}) => {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const total = photos.length;
  const current = photos[Math.min(index, total - 1)];
  if (!current) return <>{fallback}</>;
  const go = (next: number) => setIndex((next + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    if (event.key === 'ArrowRight') go(index + 1);
  };
  const position = t('common:carousel.position', { index: index + 1, total });

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('common:carousel.label')}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      <Paper radius="lg" withBorder pos="relative" style={{ overflow: 'hidden' }} bg="gray.0">
        <Image
          src={current.url}
          alt={altOf(index)}
          h={{ base: 280, sm: 400 }}
          fit="contain"
        />
        {total > 1 ? (
          <>
            <ActionIcon
              pos="absolute"
              top="50%"
              left={10}
              style={{ transform: 'translateY(-50%)' }}
              size="lg"
              radius="xl"
              variant="white"
              color="dark"
              onClick={() => go(index - 1)}
              aria-label={t('common:carousel.previous')}
            >
              <IconChevronLeft size={20} />
            </ActionIcon>
            <ActionIcon
              pos="absolute"
              top="50%"
              right={10}
              style={{ transform: 'translateY(-50%)' }}
              size="lg"
              radius="xl"
              variant="white"
              color="dark"
              onClick={() => go(index + 1)}
              aria-label={t('common:carousel.next')}
            >
              <IconChevronRight size={20} />
            </ActionIcon>
            <Text
              pos="absolute"
              bottom={10}
              right={10}
              size="xs"
              fw={600}
              px={8}
              py={2}
              bg="rgba(0, 0, 0, 0.7)"
              c="white"
              style={{ borderRadius: 12 }}
              aria-hidden
            >
              {index + 1} / {total}
            </Text>
          </>
        ) : null}
      </Paper>
      <VisuallyHidden aria-live="polite" data-testid="carousel-position">
        {position}
      </VisuallyHidden>
      {total > 1 ? (
        <Group gap="xs" mt={4} p={4} wrap="nowrap" style={{ overflowX: 'auto' }}>
          {photos.map((photo, at) => (
            <UnstyledButton
              key={photo.id}
              onClick={() => setIndex(at)}
              aria-label={t('common:carousel.goTo', { index: at + 1 })}
              aria-current={at === index ? 'true' : undefined}
              style={{
                borderRadius: 8,
                overflow: 'hidden',
                flexShrink: 0,
                outline: at === index ? '3px solid var(--mantine-color-orange-7)' : undefined,
                outlineOffset: 1,
              }}
            >
              <Image src={photo.thumbnailUrl} w={64} h={64} fit="cover" alt="" />
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </Box>
  );
};
