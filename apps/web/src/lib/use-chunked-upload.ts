import type { StoredFile, UploadCategory } from '@masar/shared/uploads';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from './api-client';
import { checkFile, isRetryable, newUploadId, uploadInChunks, type FileProblem } from './chunked-upload';
import { translateMessageKey } from './i18n';

export type UploadPhase = 'idle' | 'uploading' | 'done' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  /** The file the person chose, while this page lives (for an image preview). */
  localFile: File | null;
  /** Share uploaded, 0 to 100. */
  progress: number;
  stored: StoredFile | null;
  /** The browser refused the file before sending it. */
  problem: FileProblem | null;
  /** The server's message when an upload failed. */
  error: string | null;
  retryable: boolean;
}

export interface ChunkedUpload extends UploadState {
  category: UploadCategory;
  select: (file: File) => void;
  retry: () => void;
  clear: () => void;
}

interface UploadOptions {
  /** A file uploaded earlier (a saved draft). */
  initial?: StoredFile | null;
  onChange?: (stored: StoredFile | null) => void;
}

const IDLE: UploadState = {
  phase: 'idle',
  localFile: null,
  progress: 0,
  stored: null,
  problem: null,
  error: null,
  retryable: false,
};

/**
 * A resumable upload (spec §7 upload-file-chunk/): checks the file, sends it in chunks with progress,
 * and on retry sends only the chunks the server does not have.
 */
export function useChunkedUpload(category: UploadCategory, options: UploadOptions = {}): ChunkedUpload {
  const [state, setState] = useState<UploadState>(() =>
    options.initial ? { ...IDLE, phase: 'done', progress: 100, stored: options.initial } : IDLE,
  );
  const uploadId = useRef<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const onChange = useRef(options.onChange);
  useEffect(() => {
    onChange.current = options.onChange;
  });

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (file: File, resume: boolean) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const id = uploadId.current ?? newUploadId();
      uploadId.current = id;
      setState((previous) => ({ ...previous, phase: 'uploading', error: null, retryable: false }));
      try {
        const stored = await uploadInChunks({
          client: apiClient,
          file,
          category,
          uploadId: id,
          resume,
          signal: current.signal,
          onProgress: (fraction) => {
            if (!current.signal.aborted) setState((previous) => ({ ...previous, progress: Math.round(fraction * 100) }));
          },
        });
        if (current.signal.aborted) return;
        uploadId.current = null;
        setState((previous) => ({ ...previous, phase: 'done', progress: 100, stored }));
        onChange.current?.(stored);
      } catch (error) {
        if (current.signal.aborted) return;
        const retryable = isRetryable(error);
        // A refused file is gone from the server; another try starts a new upload.
        if (!retryable) uploadId.current = null;
        const message = error instanceof Error && error.name === 'ApiError' ? error.message : null;
        setState((previous) => ({ ...previous, phase: 'failed', error: message, retryable }));
      }
    },
    [category],
  );

  const select = useCallback(
    (file: File) => {
      controller.current?.abort();
      uploadId.current = null;
      const problem = checkFile(file, category);
      setState({ ...IDLE, localFile: file, problem });
      onChange.current?.(null);
      if (problem === null) void run(file, false);
    },
    [category, run],
  );

  const retry = useCallback(() => {
    if (state.localFile !== null) void run(state.localFile, state.retryable);
  }, [run, state.localFile, state.retryable]);

  const clear = useCallback(() => {
    controller.current?.abort();
    uploadId.current = null;
    setState(IDLE);
    onChange.current?.(null);
  }, []);

  return { ...state, category, select, retry, clear };
}

/** The text for a file the browser refused, in the page's language. */
export function describeProblem(problem: FileProblem): string {
  return translateMessageKey(problem.key, problem.params);
}
