/** `/api/user/:id` with `{ id: 7 }` becomes `/api/user/7`. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`Path parameter "${name}" for ${path} must be a string or a number`);
    }
    return encodeURIComponent(value);
  });
}

/**
 * `path` with the query's values (undefined and null left out) in the order of their names: the
 * one address of a read however its query was written, as the API client and the reads the shell
 * sends early (pageFirstReads) both spell it.
 */
export function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(query ?? {}).sort()) {
    const value = query![name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      search.append(name, String(value));
    } else if (value !== undefined && value !== null) {
      search.append(name, JSON.stringify(value));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
