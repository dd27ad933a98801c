import type { FilePurpose, FileView, UploadFileResponse } from '@patili/domain/files';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { API_PATHS, ApiError, apiErrorFrom, networkError } from '../../lib/api-client';
import { currentLocale, i18n } from '../../lib/i18n';

export type UploadOptions = {
  /** Called with 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** A refused upload; the file field's own message, when there is one, is the one shown. */
const uploadError = (status: number, text: string): ApiError => {
  const error = apiErrorFrom(status, text, i18n.t('files:uploadFailed'));
  const fileMessage = error.fields.file;
  return fileMessage ? new ApiError(error.status, error.code, fileMessage, error.fields) : error;
};

/**
 * Sends one file to `POST /api/files` as multipart form data. XMLHttpRequest rather than fetch,
 * because fetch reports no upload progress. Same-origin with the session cookie and the UI
 * language, like the JSON api client; failures are `ApiError`s whose message is the file's.
 */
export const uploadFile = (file: File, purpose: FilePurpose, options: UploadOptions = {}): Promise<UploadFileResponse> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API_PATHS.upload);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLocale());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadFileResponse);
        } catch {
          reject(new ApiError(xhr.status, 'BAD_RESPONSE', i18n.t('files:uploadFailed')));
        }
        return;
      }
      reject(uploadError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.set('purpose', purpose);
    form.set('file', file, file.name);
    xhr.send(form);
  });

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
export const useUploadFile = (purpose: FilePurpose) => {
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
