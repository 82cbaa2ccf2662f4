import { endpoints, type ApiClient } from '@qip/shared-contracts';

/** A page of QIP/SAT resources: by search text, or of an area, standard or element. */
export const fetchResources = (api: ApiClient, query: { search?: string; child_nqa_id?: string; page: number }) =>
  api.call(endpoints.resources.list, { query });

/** Where a resource's file is fetched, for the service being worked on. */
export const fetchResourceDownload = (api: ApiClient, id: string, centerId: string) =>
  api.call(endpoints.resources.download, { params: { id }, query: { center_id: centerId } });

/** The NQS's areas, standards and elements, for the picker. */
export const fetchNqsCategories = (api: ApiClient) => api.call(endpoints.assessment.categories, {});
