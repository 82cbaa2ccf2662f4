import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    status: z.enum(['up', 'down']),
    /** Applied migrations. */
    migrations: z.number().int(),
    error: z.string().optional(),
  }),
});
export type Health = z.infer<typeof HealthSchema>;

export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Whether the API and its database are up',
    tags: ['health'],
    response: HealthSchema,
    tenancy: { none: 'whether the API is up' },
  }),
};
