import { ActionIcon, Badge, Box, Button, FileButton, Group, Image, Input, Paper, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { acceptFor, FILE_PURPOSES, fileUrls, GALLERY_LIMIT, PDF_CONTENT_TYPE, type FilePurpose, type FileView } from '@patili/domain/files';
import { IconFileTypePdf, IconPlus, IconX } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useUploadFile } from './upload-file';

export type FileGalleryFieldProps = {
  /** What the files are for (`home_photo`, `vet_certificate`, …). */
  purpose: FilePurpose;
  /** The chosen files' ids in order: works with `form.getInputProps('homePhotos')`. */
  value?: readonly string[] | null;
  onChange: (fileIds: string[]) => void;
  /** The saved record's files, so documents show their names before anything is uploaded. */
  files?: readonly FileView[];
  /** At most this many files (5 by default, the photo limit of a gallery). */
  max?: number;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  disabled?: boolean;
  /** A name for tests, e.g. `home-photos`. */
  name?: string;
};

/**
 * Several images (and, where the purpose allows, PDFs) for one field: thumbnails for images,
 * file chips for documents, remove, add up to `max`, upload progress and the upload's error.
 */
export const FileGalleryField = ({
  purpose,
  value,
  onChange,
  files = [],
  max = GALLERY_LIMIT,
  label,
  description,
  error,
  withAsterisk,
  disabled = false,
  name,
}: FileGalleryFieldProps) => {
  const { t } = useTranslation();
  const upload = useUploadFile(purpose);
  const resetRef = useRef<() => void>(null);
  const [uploaded, setUploaded] = useState<Record<string, FileView>>({});
  const ids = value ?? [];
  const known = (id: string): FileView | undefined => uploaded[id] ?? files.find((file) => file.id === id);
  const allowsDocuments = FILE_PURPOSES[purpose].accept === 'image-or-pdf';
  const room = Math.max(0, max - ids.length);

  const add = async (chosen: File[]) => {
    resetRef.current?.();
    let next = [...ids];
    for (const file of chosen.slice(0, room)) {
      const stored = await upload.upload(file);
      if (!stored) break;
      setUploaded((previous) => ({ ...previous, [stored.id]: stored }));
      next = [...next, stored.id];
      onChange(next);
    }
  };

  const remove = (id: string) => {
    upload.clearError();
    onChange(ids.filter((other) => other !== id));
  };

  const limitNote = chosenTooMany(ids.length, max) ? t('files:ui.limitReached', { max }) : null;

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={upload.error ?? error ?? limitNote}
      withAsterisk={withAsterisk}
      data-testid={name ? `gallery-${name}` : undefined}
    >
      <Stack gap="xs" mt={label || description ? 6 : 0}>
        {ids.length > 0 ? (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
            {ids.map((id) => {
              const view = known(id);
              const isDocument = view?.contentType === PDF_CONTENT_TYPE;
              return (
                <Paper key={id} withBorder radius="md" pos="relative" style={{ overflow: 'hidden', aspectRatio: '1 / 1' }}>
                  {isDocument ? (
                    <Stack gap={4} align="center" justify="center" h="100%" p={6}>
                      <IconFileTypePdf size={32} color="var(--mantine-color-red-7)" />
                      <Text
                        size="xs"
                        ta="center"
                        lineClamp={2}
                        component="a"
                        href={fileUrls(id).url}
                        target="_blank"
                        rel="noopener"
                        style={{ wordBreak: 'break-all' }}
                        title={t('files:ui.openFile')}
                      >
                        {view.name}
                      </Text>
                    </Stack>
                  ) : (
                    <Image src={view?.thumbnailUrl ?? fileUrls(id).thumbnailUrl} h="100%" w="100%" fit="cover" alt={view?.name ?? t('files:ui.preview')} />
                  )}
                  <Tooltip label={t('files:ui.remove')}>
                    <ActionIcon
                      pos="absolute"
                      top={4}
                      right={4}
                      size="sm"
                      radius="xl"
                      color="dark"
                      variant="filled"
                      onClick={() => remove(id)}
                      disabled={disabled}
                      aria-label={t('files:ui.remove')}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </Tooltip>
                </Paper>
              );
            })}
          </SimpleGrid>
        ) : null}
        {upload.progress !== null ? (
          <Box>
            <Progress value={upload.progress} size="sm" animated />
            <Text size="xs" c="dimmed" mt={2}>
              {t('files:ui.uploading', { percent: upload.progress })}
            </Text>
          </Box>
        ) : null}
        <Group gap="sm">
          <FileButton
            resetRef={resetRef}
            multiple
            accept={acceptFor(purpose)}
            onChange={(chosen) => void add(chosen)}
            disabled={disabled || upload.isUploading || room === 0}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconPlus size={16} />}
                loading={upload.isUploading}
                data-testid={name ? `gallery-${name}-add` : undefined}
              >
                {allowsDocuments ? t('files:ui.chooseFile') : t('files:ui.choose')}
              </Button>
            )}
          </FileButton>
          <Badge variant="light" color={room === 0 ? 'orange' : 'gray'}>
            {t('files:ui.count', { count: ids.length, max })}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {allowsDocuments ? t('files:ui.documentHint') : t('files:ui.imageHint')}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
};

/** More ids than allowed (a saved record from before a lower limit): say so. */
const chosenTooMany = (count: number, max: number) => count > max;
