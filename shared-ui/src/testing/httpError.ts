import { AxiosError, AxiosHeaders } from 'axios';

/** The error the API client throws when the API answers `status` with `data` (its error body). */
export function httpError(status: number, data: unknown = {}, headers: Record<string, string> = {}): AxiosError {
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', undefined, null, {
    status,
    statusText: '',
    headers,
    config: { headers: new AxiosHeaders() },
    data,
  });
}
