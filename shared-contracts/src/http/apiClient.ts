import axios, { type AxiosInstance, type AxiosProgressEvent, isAxiosError } from 'axios';
import { takeEarlyReply, type EarlyReply } from './earlyReplies';
import { withQuery } from './buildPath';
import { buildPath, type CallableEndpoint, type EndpointInput, type EndpointResponse } from './endpoint';
import { createReplySharing } from './replySharing';
import { withRetry, type RetryPolicy } from './retry';

export interface ApiClientOptions {
  /** '' for the same origin as the page. */
  baseURL?: string;
  /** The bearer token of the current session, if any. */
  getAccessToken: () => string | null;
  /** Called once when the API answers 401 to a call that carried a token. */
  onUnauthorized?: () => void;
  /**
   * GETs the page's first script already sent: each is taken once (removed from this list)
   * instead of asking again. The page may add to the list later (a login's new session).
   */
  earlyReplies?: EarlyReply[];
}

export interface CallOptions {
  retry?: RetryPolicy;
  signal?: AbortSignal;
  /** Told the share of the body sent so far (0 to 1) while an upload is sent. */
  onUploadProgress?: (fraction: number) => void;
  /**
   * The Idempotency-Key of an idempotent endpoint's call. A screen keeps one per thing the user
   * asked for, so a double click acts once; without it each call gets its own key, kept across
   * its retries.
   */
  idempotencyKey?: string;
}

/** The one HTTP client of the portal; the shell creates it and hands it to every remote. */
export interface ApiClient {
  call<E extends CallableEndpoint>(
    endpoint: E,
    input?: EndpointInput<E>,
    options?: CallOptions,
  ): Promise<EndpointResponse<E>>;
  /**
   * Drops the replies kept for reuse (endpoints with `reuseForMs`): the shell calls it when a
   * colleague changes something; the client itself does after each of its own writes.
   */
  forgetRecentReplies(): void;
  /** The axios instance, for calls outside the contract (file downloads). */
  readonly http: AxiosInstance;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = axios.create({ baseURL: options.baseURL ?? '' });

  http.interceptors.request.use((config) => {
    const token = options.getAccessToken();
    if (token && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  });

  http.interceptors.response.use(undefined, (error: unknown) => {
    const sentToken = isAxiosError(error) && error.config?.headers?.has('Authorization');
    if (isAxiosError(error) && error.response?.status === 401 && sentToken) {
      options.onUnauthorized?.();
    }
    throw error;
  });

  const replies = createReplySharing();
  const earlyReplies = options.earlyReplies ?? [];

  async function call<E extends CallableEndpoint>(
    endpoint: E,
    input?: EndpointInput<E>,
    callOptions: CallOptions = {},
  ): Promise<EndpointResponse<E>> {
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const progress = callOptions.onUploadProgress;
    const idempotencyKey = endpoint.idempotent ? (callOptions.idempotencyKey ?? globalThis.crypto.randomUUID()) : null;
    const url = buildPath(endpoint.path, params);
    const send = async () => {
      if (endpoint.method === 'GET' && earlyReplies.length > 0) {
        const early = await takeEarlyReply(earlyReplies, withQuery(url, query), options.getAccessToken());
        if (early) return early.body as EndpointResponse<E>;
      }
      const response = await http.request<EndpointResponse<E>>({
        method: endpoint.method,
        url,
        params: query,
        // axios sends form-urlencoded when a POST has no body, which the API refuses (415).
        data: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? body : (body ?? {}),
        signal: callOptions.signal,
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
        ...(progress
          ? { onUploadProgress: (event: AxiosProgressEvent) => progress(event.total ? event.loaded / event.total : 0) }
          : {}),
      });
      return response.data;
    };
    // A read nobody may cancel is shared with an identical one in flight (with the same token),
    // and given to those that follow for its endpoint's reuseForMs.
    const key = JSON.stringify([url, query ?? null, options.getAccessToken()]);
    const read = () => (callOptions.signal ? send() : replies.share(key, send, endpoint.reuseForMs));
    // A write drops the kept replies, unless its contract says it changes nothing a viewer of the
    // QIP sees (live: none), as the unread count, a read the spec makes a POST.
    const changesQip = !(endpoint.live && 'none' in endpoint.live);
    const write = () => (changesQip ? send().finally(replies.forget) : send());
    const once = endpoint.method === 'GET' ? read : write;
    return callOptions.retry ? withRetry(once, callOptions.retry) : once();
  }

  return { call, forgetRecentReplies: replies.forget, http };
}
