import { z } from 'zod';

/** The parts of the OpenAPI document at /api/docs/json that the tests read (no contract declares it). */
export const OpenApiDocumentSchema = z.object({
  openapi: z.string(),
  /** Path, then method, then the operation. */
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
