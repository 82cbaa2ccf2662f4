import { ATTACHMENT_MESSAGES, apiErrorBody, endpoints, type ApiClient } from '@qip/shared-contracts';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL's result is the data URL (a string).
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(ATTACHMENT_MESSAGES.unreadable));
    reader.onerror = () => reject(new Error(ATTACHMENT_MESSAGES.unreadable));
    reader.readAsDataURL(file);
  });
}

/** Uploads a centre's logo (spec: entity 'centers', name 'center_logo', title 'logo', a data URL). */
export async function uploadLogo(api: ApiClient, centerId: string, file: File): Promise<void> {
  const dataUrl = await readAsDataUrl(file);
  await api.call(endpoints.attachments.create, {
    body: {
      entity_id: centerId,
      entity: 'centers',
      name: 'center_logo',
      title: 'logo',
      label: centerId,
      base64_image: dataUrl,
      file_name: file.name,
    },
  });
}

export async function removeLogo(api: ApiClient, logoId: string): Promise<void> {
  await api.call(endpoints.attachments.remove, { params: { id: logoId } });
}

/** The API's own message when it gave one (wrong type, too large), else a general one. */
export function logoErrorMessage(error: unknown, fallback: string): string {
  const body = apiErrorBody(error);
  return body?.fields?.[0]?.message ?? (body && body.statusCode < 500 ? body.message : fallback);
}
