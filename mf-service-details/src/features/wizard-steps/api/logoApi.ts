import { endpoints, type ApiClient } from '@qip/shared-contracts';
import { readAsDataUrl } from '@qip/shared-ui';

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
