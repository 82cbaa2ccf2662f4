import { endpoints, QUALITY_AREA_IDS, SAT_MESSAGES, type PortalState, type SatEntry } from '@qip/shared-contracts';
import { FAILED_TO_LOAD_MESSAGE } from '@qip/shared-ui';
import {
  demoAuthenticatedState,
  demoService,
  httpError,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { fakeAssessmentApi } from '../../../testing/fakeAssessmentApi';
import { CENTER_ID, nqaList, question, serviceDetails } from '../../../testing/fixtures';
import { fakeSatApi, satEntry } from '../../../testing/sat';
import { SatPage } from './SatPage';

/** Where the app is: choosing an area or element keeps it in the query string. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** `count` strengths of an area, each its own question (labels are made up past the fixtures). */
const strengthsOf = (areaId: number, count: number): SatEntry[] =>
  Array.from({ length: count }, (_, index) =>
    satEntry({
      id: `sat-area${areaId}-${index}`,
      question_id: `q-area${areaId}-${index}`,
      area_id: areaId,
      label: `${areaId}.1.${(index % 3) + 1}`,
      element_id: `nqs2018-${areaId}.1.${(index % 3) + 1}`,
    }),
  );

function renderPage({
  entries = [satEntry()],
  route = '/qip/sat',
  state,
}: {
  entries?: SatEntry[];
  route?: string;
  state?: PortalState;
} = {}) {
  const assessment = fakeAssessmentApi();
  const sat = fakeSatApi({ entries });
  const rendered = renderWithPlatform(
    <>
      <SatPage />
      <Address />
    </>,
    {
      route,
      state,
      api: [
        ...assessment.stubs,
        stubEndpoint(endpoints.assessment.nqaList, () => nqaList()),
        stubEndpoint(endpoints.serviceDetails.save, ({ body }) => ({
          ...serviceDetails({ percent: 100, missing: [] }),
          ...body,
        })),
        ...sat.stubs,
      ],
    },
  );
  return { ...rendered, sat };
}

const tile = (areaId: number) => screen.getByRole('button', { name: new RegExp(`^NQA${areaId} `) });

describe('the SAT page', () => {
  afterEach(() => jest.useRealTimers());

  it('shows each area with its strengths chosen of those expected, a warning below and a tick at the number', async () => {
    renderPage({ entries: [satEntry(), ...strengthsOf(1, 2), ...strengthsOf(3, 20)] });
    const tiles = await screen.findByRole('group', { name: 'Strengths chosen by quality area' });
    expect(within(tiles).getAllByRole('button')).toHaveLength(QUALITY_AREA_IDS.length);

    expect(within(tile(1)).getByText('3/45')).toBeInTheDocument();
    expect(within(tile(1)).getByRole('img', { name: '3 of 45 strengths chosen, fewer than expected' })).toBeVisible();
    expect(within(tile(3)).getByText('20/20')).toBeInTheDocument();
    expect(within(tile(3)).getByRole('img', { name: '20 of 20 strengths chosen, as expected' })).toBeVisible();
    expect(within(tile(7)).getByRole('img', { name: '0 of 30 strengths chosen, fewer than expected' })).toBeVisible();
    expect(await within(tile(1)).findByText('Educational program and practice')).toBeInTheDocument();
    expect(tile(1)).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the chosen area and element in the address and opens them from it', async () => {
    const user = userEvent.setup();
    renderPage({ route: '/qip/sat?nqa=1&element=1.3.1' });
    // The page loads the SAT, then the area's elements: a longer wait than one answer's.
    expect(await screen.findByRole('region', { name: /Element 1\.3\.1/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^1\.3\.1 Assessment and planning cycle\s*, 1 of 5 strengths chosen$/ }),
    ).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: /^1\.1\.2 / }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/qip/sat?nqa=1&element=1.1.2');
    expect(await screen.findByText('No strengths chosen for element 1.1.2 yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose strengths on the NQA1 page' })).toHaveAttribute(
      'href',
      '/qip/nqa/1?element=1.1.2',
    );

    await user.click(tile(4));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/qip/sat?nqa=4');
    expect(tile(4)).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the area's laws and regulations and shortcuts to every area page", async () => {
    renderPage();
    expect(await screen.findByText('In accordance with the National Law and Regulations')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start: laws and regulations' })).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Quality areas' });
    expect(within(shortcuts).getByRole('link', { name: 'NQA5' })).toHaveAttribute('href', '/qip/nqa/5');
  });

  it("saves a strength's description 2 seconds after typing stops and says so for 3 seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { platform } = renderPage({ route: '/qip/sat?nqa=1&element=1.3.1' });
    const box = await screen.findByRole('textbox', { name: `SAT description ${question().title}` });

    await user.type(box, 'Every room plans weekly');
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(platform.api.callsTo(endpoints.sat.create)).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));

    expect(platform.api.callsTo(endpoints.sat.create)[0]?.body).toMatchObject({
      centerId: CENTER_ID,
      questionId: question().id,
      satDescription: 'Every room plans weekly',
    });
    const strength = within(screen.getByRole('listitem', { name: question().title }));
    expect(strength.getByText(SAT_MESSAGES.saved)).toBeInTheDocument();
    expect(strength.getByText('477 characters left')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(strength.queryByText(SAT_MESSAGES.saved)).not.toBeInTheDocument();

    await user.click(box);
    await user.paste('x'.repeat(500));
    expect(strength.getByText('+23 over the limit')).toBeInTheDocument();
    expect(screen.getByText(SAT_MESSAGES.overLimit)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(platform.api.callsTo(endpoints.sat.update)).toHaveLength(0);
  });

  it('says so when the SAT cannot be loaded', async () => {
    const assessment = fakeAssessmentApi();
    renderWithPlatform(<SatPage />, {
      route: '/qip/sat',
      api: [
        ...assessment.stubs,
        stubEndpoint(endpoints.assessment.nqaList, () => nqaList()),
        stubEndpoint(endpoints.sat.list, () => {
          throw httpError(500, { statusCode: 500, error: 'Internal Server Error', message: 'down' });
        }),
      ],
    });
    expect(await screen.findByText(FAILED_TO_LOAD_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Strengths chosen by quality area' })).not.toBeInTheDocument();
  });
});

describe("the SAT page's service details", () => {
  it('saves nothing while a required field is missing, and marks the missing fields', async () => {
    const user = userEvent.setup();
    const { platform } = renderPage();
    const form = await screen.findByRole('form', { name: 'Service details' });
    await user.clear(within(form).getByRole('textbox', { name: /Service name/ }));
    await user.click(within(form).getByRole('button', { name: 'Save service details' }));

    for (const name of [
      /Service name/,
      /Street address/,
      /Suburb/,
      /First name/,
      /Last name/,
      /Email address/,
      /Phone/,
    ]) {
      expect(within(form).getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(form).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(7);
    expect(platform.api.callsTo(endpoints.serviceDetails.save)).toHaveLength(0);
  });

  it('saves the service, its location and its nominated supervisor once they are given', async () => {
    const user = userEvent.setup();
    const { platform } = renderPage();
    const form = await screen.findByRole('form', { name: 'Service details' });
    const fill = (name: RegExp, text: string) => user.type(within(form).getByRole('textbox', { name }), text);
    await fill(/Street address/, '12 Latrobe Terrace');
    await fill(/Suburb/, 'Paddington');
    await user.selectOptions(within(form).getByRole('combobox', { name: /State or territory/ }), 'QLD');
    await fill(/First name/, 'Dana');
    await fill(/Last name/, 'Director');
    await fill(/Email address/, 'dana@sunshine.test');
    await fill(/Phone/, '07-3300-1234');
    await user.click(within(form).getByRole('button', { name: 'Save service details' }));

    expect(await within(form).findByText(SAT_MESSAGES.saved)).toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.serviceDetails.save)).toEqual([
      {
        params: { id: CENTER_ID },
        body: {
          name: 'Sunshine Paddington',
          approvalNumber: 'SE-40012001',
          serviceCatId: 1,
          locationStreet: '12 Latrobe Terrace',
          locationSuburb: 'Paddington',
          locationState: 'QLD',
          locationPostalCode: '',
          supervisorFirstName: 'Dana',
          supervisorLastName: 'Director',
          supervisorEmail: 'dana@sunshine.test',
          supervisorPhoneNum: '07-3300-1234',
        },
      },
    ]);
  });

  it("lets a member save the location and supervisor but not the service's name, approval number or type", async () => {
    const user = userEvent.setup();
    const member = demoService({ role: 'member' });
    const { platform } = renderPage({
      state: demoAuthenticatedState({ services: [member], selectedService: member }),
    });
    const form = await screen.findByRole('form', { name: 'Service details' });
    expect(within(form).getByRole('textbox', { name: /Service name/ })).toBeDisabled();
    expect(within(form).getByRole('combobox', { name: /Service type/ })).toBeDisabled();
    const fill = (name: RegExp, text: string) => user.type(within(form).getByRole('textbox', { name }), text);
    await fill(/Street address/, '3 Wattle Lane');
    await fill(/Suburb/, 'Newtown');
    await fill(/First name/, 'Eli');
    await fill(/Last name/, 'Nguyen');
    await fill(/Email address/, 'eli@sunshine.test');
    await fill(/Phone/, '0400111222');
    await user.click(within(form).getByRole('button', { name: 'Save service details' }));

    expect(await within(form).findByText(SAT_MESSAGES.saved)).toBeInTheDocument();
    const body = platform.api.callsTo(endpoints.serviceDetails.save)[0]?.body;
    expect(body).toMatchObject({ locationStreet: '3 Wattle Lane', supervisorPhoneNum: '0400111222' });
    expect(body).not.toHaveProperty('name');
    expect(body).not.toHaveProperty('approvalNumber');
    expect(body).not.toHaveProperty('serviceCatId');
  });
});
