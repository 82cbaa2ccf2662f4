import { endpoints, type ServiceDetails, type ServiceDetailsSave } from '@qip/shared-contracts';
import {
  createTestPlatform,
  demoAuthenticatedState,
  demoService,
  newServiceDetails,
  renderWithPlatform,
  stubEndpoint,
  type EndpointStubs,
  type StubAnswer,
} from '@qip/shared-ui/testing';
import { App } from '../App';

export interface WizardTestOptions {
  route: string;
  details?: ServiceDetails;
  role?: 'admin' | 'member';
  viewer?: boolean;
  /** Answers PUT /api/center/:id; by default it stores the body and answers the new details. */
  save?: (body: ServiceDetailsSave) => StubAnswer<typeof endpoints.serviceDetails.save>;
  /** More stubs; one of an endpoint stubbed here already answers instead. */
  api?: EndpointStubs;
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
    api: [
      stubEndpoint(endpoints.serviceDetails.get, () => details),
      stubEndpoint(endpoints.serviceDetails.save, ({ body }) => {
        saved.push(body);
        if (options.save) return options.save(body);
        details = newServiceDetails({ ...details, ...body });
        return details;
      }),
      ...(options.api ?? []),
    ],
  });
  const result = renderWithPlatform(<App />, { route: options.route, platform });
  return { ...result, saved, current: () => details };
}
