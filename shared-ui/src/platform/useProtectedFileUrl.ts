import { useEffect, useState } from 'react';
import { usePlatform } from './PlatformContext';

export type ProtectedFile =
  { status: 'idle' | 'loading' } | { status: 'ready'; objectUrl: string } | { status: 'failed' };

/**
 * An uploaded file (`/api/uploads/{id}`) as an object URL an <img> or a download link can use.
 * The API serves files only to users of their service, so they are fetched with the session's
 * token rather than by a plain link; the object URL is released when the file changes.
 */
export function useProtectedFileUrl(url: string | null | undefined): ProtectedFile {
  const { api } = usePlatform();
  const [file, setFile] = useState<ProtectedFile>({ status: 'idle' });

  useEffect(() => {
    if (!url) {
      setFile({ status: 'idle' });
      return undefined;
    }
    let objectUrl: string | null = null;
    const controller = new AbortController();
    setFile({ status: 'loading' });
    api.http
      .get<Blob>(url, { responseType: 'blob', signal: controller.signal })
      .then((response) => {
        objectUrl = URL.createObjectURL(response.data);
        setFile({ status: 'ready', objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFile({ status: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, url]);

  return file;
}
