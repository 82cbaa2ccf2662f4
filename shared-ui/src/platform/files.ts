import { ATTACHMENT_MESSAGES, type ApiClient } from '@qip/shared-contracts';

// Files in the browser: read one chosen to send it, and save one the API serves only with the
// session's token (a plain link would carry none).

/** A chosen file as the data URL upload endpoints take. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL's result is the data URL (a string).
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(ATTACHMENT_MESSAGES.unreadable));
    reader.onerror = () => reject(new Error(ATTACHMENT_MESSAGES.unreadable));
    reader.readAsDataURL(file);
  });
}

/** Fetches an uploaded file (`/api/uploads/{id}`) with the session's token and hands it to the browser to save. */
export async function downloadProtectedFile(api: ApiClient, url: string, fileName: string): Promise<void> {
  const response = await api.http.get<Blob>(url, { responseType: 'blob' });
  const objectUrl = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the browser has started saving it.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
