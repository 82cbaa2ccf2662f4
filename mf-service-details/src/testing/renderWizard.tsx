import type { ServiceDetails, ServiceDetailsSave } from '@qip/shared-contracts';
import {
  createTestPlatform,
  demoAuthenticatedState,
  demoService,
  renderWithPlatform,
  type StubHandlers,
} from '@qip/shared-ui/testing';
import { App } from '../App';
import { newServiceDetails } from './serviceDetailsFixture';

export interface WizardTestOptions {
  route: string;
  details?: ServiceDetails;
  role?: 'admin' | 'member';
  viewer?: boolean;
  /** Answers PUT /api/center/:id; by default it stores the body and answers the new details. */
  save?: (body: ServiceDetailsSave) => unknown;
  api?: StubHandlers;
}

/** The remote's App at an address, signed in to Sunshine Paddington, with its details stubbed. */
export function renderWizard(options: WizardTestOptions) {
  let details = options.details ?? newServiceDetails();
  const service = demoService({ role: options.role ?? 'admin' });
  const base = demoAuthenticatedState({ services: [service], selectedService: service });
  const state = options.viewer ? { ...base, session: { ...base.session, viewer: true } } : base;
  const saved: ServiceDetailsSave[] = [];
  const platform = createTestPlatform({
    state,
    api: {
      'GET /api/center/:id': () => details,
      'PUT /api/center/:id': ({ body }) => {
        const save = body as ServiceDetailsSave;
        saved.push(save);
        if (options.save) return options.save(save);
        details = newServiceDetails({ ...details, ...(save as Partial<ServiceDetails>) });
        return details;
      },
      ...options.api,
    },
  });
  const result = renderWithPlatform(<App />, { route: options.route, platform });
  return { ...result, saved, current: () => details };
}
