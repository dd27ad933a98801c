import { Avatar, Box, Button, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { acceptFor, fileUrls, type FilePurpose, type FileView } from '@patili/domain/files';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useUploadFile } from './upload-file';

export type ImageUploadFieldProps = {
  /** What the image is for (`avatar`, `pet_photo`, …): decides what the server accepts. */
  purpose: FilePurpose;
  /** The chosen file's id, or null: works with `form.getInputProps('photoFileId')`. */
  value?: string | null;
  onChange: (fileId: string | null) => void;
  /** Told about each stored upload, e.g. to show its URL elsewhere at once. */
  onUploaded?: (file: FileView) => void;
  label?: ReactNode;
  description?: ReactNode;
  /** A message from the form (e.g. the server's field message). */
  error?: ReactNode;
  withAsterisk?: boolean;
  disabled?: boolean;
  /** `circle` for avatars, `rounded` for photos. */
  shape?: 'circle' | 'rounded';
  /** The preview's side in pixels. */
  size?: number;
  /** Shown in the empty preview, e.g. the user's initials for an avatar. */
  placeholder?: ReactNode;
  /** A name for tests and assistive tech, e.g. `avatar`. */
  name?: string;
};

/**
 * One image (an avatar, a pet photo): preview, choose or replace, remove, upload progress and
 * the upload's error. The value is the uploaded file's id; the record's form saves it and the
 * server attaches the file then.
 */
export const ImageUploadField = ({
  purpose,
  value,
  onChange,
  onUploaded,
  label,
  description,
  error,
  withAsterisk,
  disabled = false,
  shape = 'rounded',
  size = 120,
  placeholder,
  name,
}: ImageUploadFieldProps) => {
  const { t } = useTranslation();
  const upload = useUploadFile(purpose);
  // Lets the same file be chosen again after a failed upload.
  const resetRef = useRef<() => void>(null);
  const preview = value ? fileUrls(value).thumbnailUrl : null;

  const choose = async (file: File | null) => {
    if (!file) return;
    const stored = await upload.upload(file);
    resetRef.current?.();
    if (!stored) return;
    onChange(stored.id);
    onUploaded?.(stored);
  };

  const shown = preview ? (
    shape === 'circle' ? (
      <Avatar src={preview} size={size} radius={size} alt={t('files:ui.preview')} />
    ) : (
      <Image src={preview} w={size} h={size} radius="md" fit="cover" alt={t('files:ui.preview')} />
    )
  ) : shape === 'circle' ? (
    <Avatar size={size} radius={size} color="orange">
      {placeholder ?? <IconPhoto size={size / 3} />}
    </Avatar>
  ) : (
    <Box
      w={size}
      h={size}
      bg="var(--mantine-color-gray-1)"
      style={{ borderRadius: 'var(--mantine-radius-md)', display: 'grid', placeItems: 'center' }}
    >
      <Stack align="center" gap={4}>
        <IconPhoto size={size / 3} color="var(--mantine-color-gray-5)" />
        {size >= 100 ? (
          <Text size="xs" c="dimmed">
            {t('files:ui.noImage')}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={upload.error ?? error}
      withAsterisk={withAsterisk}
      data-testid={name ? `image-upload-${name}` : undefined}
    >
      <Group gap="md" align="center" mt={label || description ? 6 : 0} wrap="nowrap">
        {shown}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <FileButton resetRef={resetRef} onChange={(file) => void choose(file)} accept={acceptFor(purpose)} disabled={disabled || upload.isUploading}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  leftSection={<IconUpload size={16} />}
                  loading={upload.isUploading}
                  data-testid={name ? `image-upload-${name}-choose` : undefined}
                >
                  {value ? t('files:ui.replace') : t('files:ui.choose')}
                </Button>
              )}
            </FileButton>
            {value && !upload.isUploading ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={16} />}
                onClick={() => {
                  upload.clearError();
                  onChange(null);
                }}
                disabled={disabled}
              >
                {t('files:ui.remove')}
              </Button>
            ) : null}
          </Group>
          {upload.progress !== null ? (
            <Stack gap={2}>
              <Progress value={upload.progress} size="sm" animated aria-label={t('files:ui.uploading', { percent: upload.progress })} />
              <Text size="xs" c="dimmed">
                {t('files:ui.uploading', { percent: upload.progress })}
              </Text>
            </Stack>
          ) : (
            <Text size="xs" c="dimmed">
              {t('files:ui.imageHint')}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
};
