import { endpoints, type ApiClient } from '@qip/shared-contracts';

export const fetchTutorials = (api: ApiClient, page: number) =>
  api.call(endpoints.resources.tutorials, { query: { page } });

export const fetchTutorial = (api: ApiClient, id: string) => api.call(endpoints.resources.tutorial, { params: { id } });
