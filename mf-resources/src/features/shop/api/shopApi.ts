import { endpoints, type ApiClient } from '@qip/shared-contracts';

export const fetchShop = (api: ApiClient, page: number) => api.call(endpoints.resources.shop, { query: { page } });

export const fetchShopItem = (api: ApiClient, id: string) => api.call(endpoints.resources.shopItem, { params: { id } });
