import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';

/** What the browser needs to know about this deployment before anyone signs in. */
export const PortalConfigSchema = z.object({
  /** Base URL of the management hub (Messages, Users and Subscriptions pages). */
  hubUrl: z.string(),
  version: z.string(),
  /** The largest file an upload may carry (UPLOAD_MAX_BYTES), so a form refuses a larger one at once. */
  uploadMaxBytes: z.number().int().positive(),
  /** The operator's address (OPERATOR_EMAIL), which the payment-failed text asks users to write to. */
  supportEmail: z.string(),
});
export type PortalConfig = z.infer<typeof PortalConfigSchema>;

/** What the shell would otherwise fetch before it can start: the remotes manifest and the configuration. */
export const BootDataSchema = z.object({
  // Federation name to manifest URL; catchall rather than z.record, which would add 1.2 KB of zod to the login page.
  remotes: z.object({}).catchall(z.string()),
  config: PortalConfigSchema,
});
export type BootData = z.infer<typeof BootDataSchema>;

export const configEndpoints = {
  portal: defineEndpoint({
    method: 'GET',
    path: '/api/portal-config',
    access: 'public',
    summary: "This deployment's settings for the browser (the hub's address, the upload limit, the support address)",
    tags: ['health'],
    response: PortalConfigSchema,
    tenancy: { none: "the deployment's settings" },
  }),
};
