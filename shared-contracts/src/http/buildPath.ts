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
