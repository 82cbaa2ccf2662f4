import { EVIDENCE_MESSAGES, inputRefusalMessage } from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useCallback, useState } from 'react';
import { addEvidenceFile, addUploadEvidence } from '../api/evidenceApi';

/** Where one chosen file is: waiting, sending (the share sent), kept, or refused with why. */
export type UploadProgress =
  | { state: 'waiting' }
  | { state: 'sending'; fraction: number }
  | { state: 'done' }
  | { state: 'failed'; message: string };

/**
 * Sends an upload evidence's files one after another: the first kept creates the evidence, the
 * rest join it. Each file's progress is kept for its bar. Answers the files that were refused.
 */
export function useEvidenceUploads() {
  const { api } = usePlatform();
  const [progress, setProgress] = useState<ReadonlyMap<File, UploadProgress>>(new Map());

  const set = (file: File, value: UploadProgress) => setProgress((current) => new Map(current).set(file, value));

  const upload = useCallback(
    async (input: { cqrId: string; label: string; userId: string; files: readonly File[] }): Promise<File[]> => {
      setProgress(new Map(input.files.map((file) => [file, { state: 'waiting' }])));
      let evidenceId: string | null = null;
      const refused: File[] = [];
      for (const file of input.files) {
        const onProgress = (fraction: number) => set(file, { state: 'sending', fraction });
        onProgress(0);
        try {
          if (evidenceId === null) {
            evidenceId = (await addUploadEvidence(api, { ...input, file }, onProgress)).id;
          } else {
            await addEvidenceFile(api, { evidenceId, label: input.label, file }, onProgress);
          }
          set(file, { state: 'done' });
        } catch (error) {
          refused.push(file);
          set(file, { state: 'failed', message: inputRefusalMessage(error, EVIDENCE_MESSAGES.failed) });
        }
      }
      return refused;
    },
    [api],
  );

  const clear = useCallback(() => setProgress(new Map()), []);
  return { progress, upload, clear };
}
