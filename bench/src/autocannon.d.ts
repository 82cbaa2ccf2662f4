// The part of autocannon's API the benchmark uses (the library ships no types; @types/autocannon
// would pull a second @types/node into the workspace).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Client extends EventEmitter {
    on(event: 'response', listener: (statusCode: number, resBytes: number, responseTime: number) => void): this;
  }

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }

  interface Result {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
