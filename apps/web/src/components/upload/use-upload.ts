import type { FilePurpose, FileView } from '@patili/domain/files';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';

export type UploadState = {
  /** 0–100 while a file is on its way, else null. */
  progress: number | null;
  isUploading: boolean;
  /** The last failure's message (the server's text for the file), else null. */
  error: string | null;
};

/**
 * Uploads files for one purpose and tracks progress and the last error. `upload` resolves with
 * the stored file, or null when it failed or was cancelled (the error is in `error`).
 */
export const useUpload = (purpose: FilePurpose) => {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>({ progress: null, isUploading: false, error: null });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<FileView | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ progress: 0, isUploading: true, error: null });
      try {
        const { file: stored } = await uploadFile(file, purpose, {
          signal: current.signal,
          onProgress: (progress) => setState((previous) => ({ ...previous, progress })),
        });
        setState({ progress: null, isUploading: false, error: null });
        return stored;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          setState({ progress: null, isUploading: false, error: null });
          return null;
        }
        const message = error instanceof ApiError ? error.message : t('files:uploadFailed');
        setState({ progress: null, isUploading: false, error: message });
        return null;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [purpose, t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const clearError = useCallback(() => setState((previous) => ({ ...previous, error: null })), []);

  return { ...state, upload, cancel, clearError };
};
