import {
  endpoints,
  PATHS,
  REPORT_MESSAGES,
  SAT_REPORT_PATH,
  type Report,
  type ReportProgress,
} from '@qip/shared-contracts';
import {
  completeServiceDetails,
  demoCenterUsers,
  demoReport,
  demoReports,
  httpError,
  newServiceDetails,
  okAnswer,
  renderWithPlatform,
  stubEndpoint,
  type AnyEndpointStub,
} from '@qip/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ReportsDashboard } from './ReportsDashboard';

const FAILED = 'Failed to load data. Please refresh the page and try again, or contact your system administrator.';

afterEach(() => jest.restoreAllMocks());

const routes = (
  <Routes>
    <Route path={PATHS.reports} element={<ReportsDashboard />} />
  </Routes>
);

/** The dashboard with a service whose details are complete, and the reports `list` answers. */
function renderDashboard(
  options: { route?: string; list?: () => Report[] | Promise<Report[]>; extra?: AnyEndpointStub[] } = {},
) {
  const list = options.list ?? (() => []);
  return renderWithPlatform(routes, {
    route: options.route ?? PATHS.reports,
    api: [
      stubEndpoint(endpoints.serviceDetails.get, () => completeServiceDetails()),
      stubEndpoint(endpoints.reports.list, () => list()),
      stubEndpoint(endpoints.tasks.centerUsers, () => demoCenterUsers()),
      stubEndpoint(endpoints.sat.list, () => []),
      ...(options.extra ?? []),
    ],
  });
}

/** A report's progress: ready unless told otherwise. */
const readyProgress = (id: string, overrides: Partial<ReportProgress> = {}): ReportProgress => ({
  id,
  status: 'ready',
  percent: 100,
  step: 'Done',
  error: null,
  ...overrides,
});

/** The panel of the tab that shows (the others stay mounted but hidden). */
const shownPanel = () => screen.getByRole('tabpanel');

async function generate(panel: HTMLElement, name: string) {
  await userEvent.type(within(panel).getByRole('textbox', { name: 'Report name' }), name);
  await userEvent.click(within(panel).getByRole('button', { name: 'Generate report' }));
}

describe('the reports dashboard tabs', () => {
  it.each([
    [PATHS.reports, 'Goal/Strength Reports'],
    [SAT_REPORT_PATH, 'SAT Report'],
    [`${PATHS.reports}?tab=tasks`, 'Task Reports'],
    [`${PATHS.reports}?tab=unknown`, 'Goal/Strength Reports'],
  ])('opens %s on the tab %s', async (route, tab) => {
    renderDashboard({ route });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
    await screen.findAllByText('No reports yet.');
  });

  it('moves between tabs with the arrow keys, each with its own generators', async () => {
    renderDashboard();
    const goals = screen.getByRole('tab', { name: 'Goal/Strength Reports' });
    expect(
      within(within(shownPanel()).getByRole('group', { name: 'Report' }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4']);
    act(() => goals.focus());
    // Radix moves the focus on the next tick; the focused tab is the chosen one.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'SAT Report' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await within(shownPanel()).findByText('0/45')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Task Reports' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(
      within(within(shownPanel()).getByRole('group', { name: 'Report' }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['5', '6', '7']);
  });

  it('shows the SAT chosen / expected of each area on the SAT tab', async () => {
    renderDashboard({
      route: SAT_REPORT_PATH,
      extra: [
        stubEndpoint(endpoints.sat.list, () =>
          [1, 1, 3].map((area, index) => ({
            id: `sat-${index}`,
            question_id: `q-${index}`,
            center_id: 'center-paddington',
            element_id: `el-${area}`,
            area_id: area,
            label: `${area}.1.1`,
            title: 'A strength',
            description: 'A strength',
            type: 'embedded' as const,
            isCustom: false,
            sat_description: '',
            hasData: false,
            hasDataDescription: false,
            satData: null,
            dataDescription: '',
            created_at: '2026-11-01T00:00:00.000Z',
            updated_at: '2026-11-01T00:00:00.000Z',
            version: 0,
          })),
        ),
      ],
    });
    const tiles = await within(shownPanel()).findByRole('list');
    expect(
      within(tiles)
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual([
      'NQA12/45! (fewer than expected)',
      'NQA20/30! (fewer than expected)',
      'NQA31/20! (fewer than expected)',
      'NQA40/20! (fewer than expected)',
      'NQA50/20! (fewer than expected)',
      'NQA60/30! (fewer than expected)',
      'NQA70/30! (fewer than expected)',
    ]);
  });
});

describe('generating a report', () => {
  it('sends nothing without a name and marks the field as not filled', async () => {
    const { platform } = renderDashboard();
    await userEvent.click(within(shownPanel()).getByRole('button', { name: 'Generate report' }));
    const name = within(shownPanel()).getByRole('textbox', { name: 'Report name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(name).toHaveFocus();
    expect(platform.api.callsTo(endpoints.reports.create)).toHaveLength(0);
  });

  it('needs at least one quality area', async () => {
    const { platform } = renderDashboard();
    const panel = shownPanel();
    for (const area of [1, 2, 3, 4, 5, 6, 7]) {
      await userEvent.click(within(panel).getByRole('checkbox', { name: `NQA${area}` }));
    }
    await generate(panel, 'Goals');
    expect(within(panel).getByRole('alert')).toHaveTextContent(REPORT_MESSAGES.selectNqa);
    expect(platform.api.callsTo(endpoints.reports.create)).toHaveLength(0);
  });

  it('shows the progress while the report is made, then the list with it', async () => {
    const made = demoReport({ id: 'report-new', report_label: 'Goals for the team', type: 1, format: 'docx' });
    let ready = false;
    const progress: ReportProgress[] = [
      { id: made.id, status: 'generating', percent: 40, step: 'Reading the answers of NQA 2', error: null },
      { id: made.id, status: 'generating', percent: 80, step: 'Writing the Word document', error: null },
    ];
    const { platform } = renderDashboard({
      list: () => (ready ? [made] : []),
      extra: [
        stubEndpoint(endpoints.reports.create, ({ body }) =>
          demoReport({ ...made, status: 'generating', url: null, report_label: body.report_label }),
        ),
        stubEndpoint(endpoints.reports.progress, () => {
          const next = progress.shift();
          if (next) return next;
          ready = true;
          return readyProgress(made.id);
        }),
      ],
    });
    const panel = shownPanel();
    await userEvent.click(within(panel).getByRole('radio', { name: /^Goals/ }));
    await userEvent.click(within(panel).getByRole('radio', { name: /^Word/ }));
    await generate(panel, '  Goals for the team ');

    const bar = await within(panel).findByRole('progressbar', { name: 'Making the report' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(bar).toHaveAttribute('aria-valuetext', '40%: Reading the answers of NQA 2');
    expect(within(panel).getByText('Reading the answers of NQA 2')).toBeInTheDocument();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '80'));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      '‘Goals for the team’ is ready: download it from the list below.',
    );
    const row = await within(panel).findByRole('row', { name: /Goals for the team/ });
    expect(within(row).getByRole('button', { name: 'Download Goals for the team' })).toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.reports.create)).toEqual([
      {
        body: {
          user_id: 'user-director',
          center_id: 'center-paddington',
          report_label: 'Goals for the team',
          type: 1,
          format: 'docx',
          filters: { nqa: [1, 2, 3, 4, 5, 6, 7] },
        },
      },
    ]);
    // The dashboard's report count follows the same event.
    expect(platform.published).toContainEqual({
      type: 'data.changed',
      payload: { entity: 'reports', centerId: 'center-paddington' },
    });
  });

  it('says why a report failed and lets the user try again', async () => {
    let attempts = 0;
    const { platform } = renderDashboard({
      extra: [
        stubEndpoint(endpoints.reports.create, () => {
          attempts += 1;
          return demoReport({ id: `report-${attempts}`, status: 'generating', url: null, type: 2 });
        }),
        stubEndpoint(endpoints.reports.progress, ({ params }) =>
          params.id === 'report-1'
            ? readyProgress(params.id, { status: 'failed', percent: 30, error: 'The PDF could not be written.' })
            : readyProgress(params.id),
        ),
      ],
    });
    const panel = shownPanel();
    await userEvent.click(within(panel).getByRole('radio', { name: /^Strengths/ }));
    await generate(panel, 'Strengths');
    const failure = await within(panel).findByRole('alert');
    expect(failure).toHaveTextContent('The PDF could not be written.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('is ready');
    expect(platform.api.callsTo(endpoints.reports.create)).toHaveLength(2);
  });

  it('sends a task report with its statuses and assignee', async () => {
    const { platform } = renderDashboard({
      route: `${PATHS.reports}?tab=tasks`,
      extra: [
        stubEndpoint(endpoints.reports.create, () => demoReport({ type: 7, status: 'generating', url: null })),
        stubEndpoint(endpoints.reports.progress, ({ params }) => readyProgress(params.id)),
      ],
    });
    const panel = shownPanel();
    await userEvent.click(within(panel).getByRole('radio', { name: /^All tasks/ }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Completed' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'NQA7' }));
    await screen.findByRole('option', { name: 'Eli Nguyen' });
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Assignee' }), 'Eli Nguyen');
    await generate(panel, 'Open tasks');
    await waitFor(() => expect(platform.api.callsTo(endpoints.reports.create)).toHaveLength(1));
    expect(platform.api.callsTo(endpoints.reports.create)[0]?.body).toMatchObject({
      type: 7,
      filters: { nqa: [1, 2, 3, 4, 5, 6], status: [1, 2], assignee_id: 'user-eli' },
    });
  });
});

describe('the full report gate', () => {
  it('shows the spec modal with links to the missing wizard steps, and sends nothing', async () => {
    const { platform } = renderDashboard({
      extra: [stubEndpoint(endpoints.serviceDetails.get, () => newServiceDetails())],
    });
    const panel = shownPanel();
    await userEvent.click(within(panel).getByRole('radio', { name: /^Full/ }));
    await generate(panel, 'QIP');
    const modal = await screen.findByRole('dialog', { name: 'Complete your Service Details' });
    expect(modal).toHaveAccessibleDescription(REPORT_MESSAGES.fullNeedsServiceDetails);
    expect(within(modal).getByRole('link', { name: 'Go to Physical location' })).toHaveAttribute(
      'href',
      PATHS.serviceDetailsStep(1),
    );
    expect(within(modal).getByRole('link', { name: 'Statement of philosophy' })).toHaveAttribute(
      'href',
      PATHS.serviceDetailsStep(11),
    );
    await userEvent.click(within(modal).getByRole('link', { name: 'Go to Physical location' }));
    expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: PATHS.serviceDetailsStep(1) } });
    expect(platform.api.callsTo(endpoints.reports.create)).toHaveLength(0);
  });

  it('shows the same modal when the API refuses the full report', async () => {
    renderDashboard({
      extra: [
        stubEndpoint(endpoints.reports.create, () => {
          throw httpError(409, {
            statusCode: 409,
            error: 'Conflict',
            message: 'A full submission report can only be sent once the Service Details have been completed (100%)',
          });
        }),
      ],
    });
    const panel = shownPanel();
    await userEvent.click(within(panel).getByRole('radio', { name: /^Full/ }));
    await generate(panel, 'QIP');
    expect(await screen.findByRole('dialog', { name: 'Complete your Service Details' })).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the list of reports', () => {
  it('shows the spec columns, the filters and the date made', async () => {
    renderDashboard({
      list: () => [
        demoReport({ filters: 'NQA1,3', createdAt: '2026-11-22T23:30:00.000Z' }),
        demoReport({ id: 'report-2', report_label: 'Being made', status: 'generating', url: null }),
        demoReport({ id: 'report-3', report_label: 'Broken', status: 'failed', url: null }),
        demoReport({ id: 'report-4', report_label: 'Open tasks', type: 5 }),
      ],
    });
    const table = await within(shownPanel()).findByRole('table', { name: 'Reports' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Report', 'Centre name', 'Type', 'Filters', 'Created by', 'Created at', 'Actions']);
    const [, ready, generating, failed] = within(table).getAllByRole('row');
    expect(ready).toHaveTextContent('Sunshine Paddington');
    expect(ready).toHaveTextContent('FullPDF');
    expect(within(ready!).getByRole('list', { name: 'Filters' })).toHaveTextContent('NQA 1NQA 3');
    expect(ready).toHaveTextContent('Dana Director');
    // Made on the 23rd in Sydney.
    expect(ready).toHaveTextContent('23/11/2026');
    expect(within(generating!).queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    expect(generating).toHaveTextContent('Being made');
    expect(within(generating!).getByRole('list', { name: 'Filters' })).toHaveTextContent('All NQAs');
    expect(failed).toHaveTextContent('Could not be made');
    // The task report is listed on its own tab.
    expect(within(table).queryByText('Open tasks')).not.toBeInTheDocument();
  });

  it('pages by five', async () => {
    renderDashboard({ list: () => demoReports(7) });
    const panel = shownPanel();
    const table = await within(panel).findByRole('table', { name: 'Reports' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    await userEvent.click(within(panel).getByRole('button', { name: 'Page 2' }));
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.querySelector('th')?.textContent),
    ).toEqual(['Report', 'Report 6', 'Report 7']);
  });

  it('removes a report after a confirmation, says so and refreshes', async () => {
    let reports = demoReports(2);
    const { platform } = renderDashboard({
      list: () => reports,
      extra: [
        stubEndpoint(endpoints.reports.remove, ({ params }) => {
          reports = reports.filter((report) => report.id !== params.id);
          return okAnswer();
        }),
      ],
    });
    const panel = shownPanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Delete Report 1' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove report' });
    expect(confirm).toHaveTextContent('Are you sure you want to remove this report?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(platform.api.callsTo(endpoints.reports.remove)).toHaveLength(0);

    await userEvent.click(within(panel).getByRole('button', { name: 'Delete Report 1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(panel).queryByText('Report 1')).not.toBeInTheDocument());
    expect(platform.api.callsTo(endpoints.reports.remove)).toEqual([{ params: { id: 'report-1' } }]);
    expect(platform.published).toContainEqual({
      type: 'toast',
      payload: { kind: 'success', message: REPORT_MESSAGES.removed },
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('fetches a ready report to save it', async () => {
    const { platform } = renderDashboard({
      list: () => [demoReport()],
      extra: [
        stubEndpoint(endpoints.reports.download, ({ params }) => ({
          file_name: 'QIP.pdf',
          url: `/api/report/file/${params.id}`,
        })),
      ],
    });
    const get = jest.spyOn(platform.api.http, 'get').mockResolvedValue({ data: new Blob(['%PDF-1.7']) });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:report'), revokeObjectURL: jest.fn() });
    // jsdom cannot save a file: record what the browser would be asked to save.
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} from ${this.href}`);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download QIP for the assessment visit' }));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/report/file/report-1', { responseType: 'blob' }));
    expect(platform.api.callsTo(endpoints.reports.download)).toEqual([{ params: { id: 'report-1' } }]);
    await waitFor(() => expect(saved).toEqual(['QIP.pdf from blob:report']));
  });

  it('shows the empty state', async () => {
    renderDashboard();
    expect(await within(shownPanel()).findByText('No reports yet.')).toBeInTheDocument();
  });

  it('says the spec words when the list cannot be loaded', async () => {
    jest.useFakeTimers();
    try {
      const { platform } = renderDashboard({
        list: () => {
          throw httpError(500);
        },
      });
      // The list is asked for again 3 times, 3 s apart, before it gives up.
      for (let retry = 0; retry < 4; retry += 1) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(3000);
        });
      }
      expect(platform.api.callsTo(endpoints.reports.list)).toHaveLength(4);
      expect(within(shownPanel()).getByRole('alert')).toHaveTextContent(FAILED);
    } finally {
      jest.useRealTimers();
    }
  });
});
