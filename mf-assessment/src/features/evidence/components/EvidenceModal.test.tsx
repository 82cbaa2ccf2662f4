import {
  ATTACHMENT_MESSAGES,
  endpoints,
  EVIDENCE_MESSAGES,
  type Attachment,
  type EvidenceDocument,
  type Question,
} from '@qip/shared-contracts';
import {
  createTestPlatform,
  demoAuthenticatedState,
  demoService,
  httpError,
  renderWithPlatform,
  stubEndpoint,
  type EndpointStubs,
} from '@qip/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENTER_ID, question } from '../../../testing/fixtures';
import { EvidenceModal } from './EvidenceModal';

const CQR = 'cqr-1';
const OTHER_CQR = 'cqr-2';

const answered = (overrides: Partial<Question> = {}) => ({ ...question({ status: 1, ...overrides }), cqrId: CQR });

function attachment(overrides: Partial<Attachment> = {}): Attachment {
  return {
    id: 'file-1',
    entity: 'evidence',
    entityId: 'ev-1',
    name: 'evidence',
    label: 'Garden policy',
    title: 'evidence',
    url: '/api/uploads/file-1',
    fileName: 'Garden policy.pdf',
    contentType: 'application/pdf',
    sizeBytes: 1200,
    width: null,
    height: null,
    created_at: '2026-03-04T01:00:00.000Z',
    updated_at: '2026-03-04T01:00:00.000Z',
    ...overrides,
  };
}

function evidence(overrides: Partial<EvidenceDocument> = {}): EvidenceDocument {
  return {
    id: 'ev-1',
    centerId: CENTER_ID,
    title: 'evidence',
    label: 'Garden policy',
    name: 'Garden policy.pdf',
    url: [attachment()],
    uploadDate: '2026-03-04T01:00:00.000Z',
    userName: 'Dana Whitfield',
    userId: 'user-director',
    cqrId: CQR,
    usedOn: [{ cqrId: CQR, questionId: question().id, label: '1.3.1', title: question().title, areaId: 1 }],
    ...overrides,
  };
}

const usedTwice = () =>
  evidence({
    usedOn: [
      { cqrId: CQR, questionId: question().id, label: '1.3.1', title: question().title, areaId: 1 },
      { cqrId: OTHER_CQR, questionId: 'q-2', label: '2.1.1', title: 'Another question', areaId: 2 },
    ],
  });

function renderModal(
  options: {
    items?: EvidenceDocument[];
    api?: EndpointStubs;
    member?: boolean;
    strength?: boolean;
    q?: Question;
    uploadMaxBytes?: number;
  } = {},
) {
  const onClose = jest.fn();
  const state = options.member
    ? demoAuthenticatedState({ selectedService: demoService({ role: 'member' }) })
    : demoAuthenticatedState();
  const result = renderWithPlatform(
    <EvidenceModal
      question={{ ...(options.q ?? answered()), cqrId: CQR }}
      centerId={CENTER_ID}
      readOnly={false}
      strength={options.strength ?? false}
      onClose={onClose}
      tasksSection={<p>Tasks go here</p>}
    />,
    {
      platform: createTestPlatform({
        state,
        api: [stubEndpoint(endpoints.evidence.list, () => options.items ?? []), ...(options.api ?? [])],
        ...(options.uploadMaxBytes === undefined ? {} : { uploadMaxBytes: options.uploadMaxBytes }),
      }),
    },
  );
  return { ...result, onClose };
}

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

describe('the evidence modal', () => {
  it("says what to provide: the question's yes-description, or the spec's default for a strength", async () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: EVIDENCE_MESSAGES.title })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Room programs that show each step.');
    expect(await screen.findByText('0 evidence(s) provided')).toBeInTheDocument();
    expect(screen.getByText('Tasks go here')).toBeInTheDocument();
  });

  it("titles a strength's modal and falls back to the default banner", async () => {
    renderModal({ strength: true, q: answered({ yesDescription: null }) });
    expect(screen.getByRole('dialog', { name: EVIDENCE_MESSAGES.titleOfStrength })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(EVIDENCE_MESSAGES.defaultBanner);
    expect(await screen.findByText('No evidence yet')).toBeInTheDocument();
  });

  it('highlights what is missing, resets the highlights on switching tabs, and refuses a non-web link', async () => {
    const { platform } = renderModal();
    await userEvent.click(screen.getByRole('tab', { name: 'Link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);

    await userEvent.click(screen.getByRole('tab', { name: 'Comment' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Link' }));
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Memorable name' }), 'Guide');
    await userEvent.type(screen.getByRole('textbox', { name: 'Web address' }), 'ftp://x.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(await screen.findByText(EVIDENCE_MESSAGES.notAWebAddress)).toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.evidence.create)).toHaveLength(0);
  });

  it('saves a link, clears the form and tells the portal', async () => {
    const { platform } = renderModal({
      api: [stubEndpoint(endpoints.evidence.create, ({ body }) => evidence({ title: 'link', name: body.name ?? '' }))],
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Link' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Memorable name' }), 'Guide');
    await userEvent.type(screen.getByRole('textbox', { name: 'Web address' }), 'https://x.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() =>
      expect(platform.api.callsTo(endpoints.evidence.create)).toEqual([
        { body: { title: 'link', label: 'Guide', cqr_id: CQR, user_id: 'user-director', name: 'https://x.org' } },
      ]),
    );
    await waitFor(() =>
      expect(platform.published).toContainEqual({
        type: 'toast',
        payload: { kind: 'success', message: 'Save Evidence', durationMs: 1500 },
      }),
    );
    expect(platform.published).toContainEqual({
      type: 'data.changed',
      payload: { entity: 'evidence', centerId: CENTER_ID },
    });
    expect(screen.getByRole('textbox', { name: 'Memorable name' })).toHaveValue('');
  });

  it('keeps a comment as paragraphs of escaped text', async () => {
    const { platform } = renderModal({
      api: [
        stubEndpoint(endpoints.evidence.create, ({ body }) => evidence({ title: 'comment', name: body.name ?? '' })),
      ],
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Comment' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Memorable name' }), 'Meeting');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'We met <b>today</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Save comment' }));
    await waitFor(() =>
      expect(platform.api.callsTo(endpoints.evidence.create)[0]?.body).toMatchObject({
        title: 'comment',
        name: '<p>We met &lt;b&gt;today&lt;/b&gt;</p>',
      }),
    );
  });

  it('uploads a memorable name with several files: the first creates the evidence, the rest join it', async () => {
    const { platform } = renderModal({
      api: [
        stubEndpoint(endpoints.evidence.create, () => evidence()),
        stubEndpoint(endpoints.attachments.create, () => attachment({ id: 'file-2', fileName: 'garden.png' })),
      ],
    });
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    const pdf = new File(['%PDF-1.4 garden'], 'Garden policy.pdf', { type: 'application/pdf' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'garden.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose files'), [pdf, png]);
    // The chooser offers only evidence types; a dropped program is marked and never sent.
    const program = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    fireEvent.drop(screen.getByText(/drag and drop them here/), { dataTransfer: { files: [program] } });

    const chosen = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(chosen).getByRole('img', { name: 'PDF document' })).toBeInTheDocument();
    expect(within(chosen).getByRole('img', { name: 'Preview of garden.png' })).toHaveAttribute('src', 'blob:preview');
    expect(within(chosen).getByText(/Programs, scripts and web pages/)).toBeInTheDocument();

    await userEvent.click(upload);
    expect(await screen.findByText(EVIDENCE_MESSAGES.nameRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Memorable name' }), 'Garden policy');
    await userEvent.click(upload);

    await waitFor(() => expect(platform.api.callsTo(endpoints.attachments.create)).toHaveLength(1));
    const created = platform.api.callsTo(endpoints.evidence.create)[0]?.body;
    expect(created).toMatchObject({
      title: 'evidence',
      label: 'Garden policy',
      cqr_id: CQR,
      file_name: 'Garden policy.pdf',
    });
    expect(created?.base64_image).toMatch(/^data:application\/pdf;base64,/);
    expect(platform.api.callsTo(endpoints.attachments.create)[0]?.body).toMatchObject({
      entity: 'evidence',
      entity_id: 'ev-1',
      file_name: 'garden.png',
    });
    // The program was never sent; the kept files left the form.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument());
  });

  it('shows a refused file with why and keeps it in the form', async () => {
    renderModal({
      api: [
        stubEndpoint(endpoints.evidence.create, () => {
          throw httpError(400, {
            statusCode: 400,
            error: 'Bad Request',
            message: EVIDENCE_MESSAGES.otherType,
            fields: [{ field: 'body.base64_image', message: EVIDENCE_MESSAGES.otherType }],
          });
        }),
      ],
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Memorable name' }), 'Notes');
    await userEvent.upload(screen.getByLabelText('Choose files'), new File(['plain'], 'notes.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EVIDENCE_MESSAGES.otherType);
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('notes.pdf');
  });

  it("refuses a file past this deployment's upload limit before sending it", async () => {
    renderModal({ uploadMaxBytes: 1000 });
    expect(screen.getByText(/up to 1000 bytes/)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Choose files'), new File(['x'.repeat(2000)], 'big.pdf'));
    expect(screen.getByText(ATTACHMENT_MESSAGES.tooLarge(1000))).toBeInTheDocument();
  });

  it('lists the evidence with its files, address, sanitised comment, date and author', async () => {
    renderModal({
      items: [
        usedTwice(),
        evidence({ id: 'ev-2', title: 'link', label: 'Council guide', name: 'https://example.org/g', url: [] }),
        evidence({
          id: 'ev-3',
          title: 'comment',
          label: 'Meeting',
          name: '<p>We <strong>met</strong><img src=x onerror="alert(1)"></p>',
          url: [],
        }),
      ],
    });
    expect(await screen.findByText('3 evidence(s) provided')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show evidences' }));
    const first = screen.getByRole('listitem', { name: 'Garden policy' });
    expect(within(first).getByText('Garden policy.pdf')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Download Garden policy.pdf' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Added 04/03/2026 by Dana Whitfield · Also used for 2.1.1');
    expect(screen.getByRole('link', { name: 'https://example.org/g' })).toHaveAttribute('rel', 'noopener noreferrer');
    const comment = screen.getByRole('listitem', { name: 'Meeting' });
    expect(within(comment).getByText('met').tagName).toBe('STRONG');
    expect(comment.querySelector('[onerror]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close evidences' }));
    expect(screen.queryByRole('listitem', { name: 'Garden policy' })).not.toBeInTheDocument();
  });

  it('lets an administrator remove evidence used elsewhere after saying where', async () => {
    const { platform } = renderModal({
      items: [usedTwice()],
      api: [stubEndpoint(endpoints.evidence.remove, () => ({ ok: true as const }))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show evidences' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('alertdialog', {
      name: 'This evidence is also used for 2.1.1. Delete it everywhere?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(platform.api.callsTo(endpoints.evidence.remove)).toEqual([
        { params: { id: 'ev-1' }, query: { confirm: true } },
      ]),
    );
  });

  it("lets an administrator change a comment's text", async () => {
    const { platform } = renderModal({
      items: [evidence({ id: 'ev-3', title: 'comment', label: 'Meeting', name: '<p>We met</p>', url: [] })],
      api: [stubEndpoint(endpoints.evidence.update, () => evidence({ id: 'ev-3', title: 'comment', url: [] }))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show evidences' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit comment' }));
    const form = screen.getByRole('form', { name: 'Edit the comment Meeting' });
    const text = within(form).getByRole('textbox', { name: 'Comment' });
    expect(text).toHaveValue('We met');
    await userEvent.type(text, ' today');
    await userEvent.click(within(form).getByRole('button', { name: 'Save comment' }));
    await waitFor(() =>
      expect(platform.api.callsTo(endpoints.evidence.update)).toEqual([
        { params: { id: 'ev-3' }, body: { comment: '<p>We met today</p>' } },
      ]),
    );
  });

  it('gives members no Remove, but lets them rename and unlink', async () => {
    const { platform } = renderModal({
      member: true,
      items: [evidence(), evidence({ id: 'ev-3', title: 'comment', label: 'Meeting', name: '<p>We met</p>', url: [] })],
      api: [
        stubEndpoint(endpoints.evidence.update, ({ body }) => evidence({ label: body.label ?? '' })),
        stubEndpoint(endpoints.evidence.unlink, () => ({ ok: true as const })),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show evidences' }));
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit comment' })).not.toBeInTheDocument();

    const garden = screen.getByRole('listitem', { name: 'Garden policy' });
    await userEvent.click(within(garden).getByRole('button', { name: 'Edit name' }));
    const rename = screen.getByRole('form', { name: 'Rename Garden policy' });
    const name = within(rename).getByRole('textbox', { name: 'Memorable name' });
    expect(name).toHaveValue('Garden policy');
    await userEvent.clear(name);
    await userEvent.type(name, 'Garden rules');
    await userEvent.click(within(rename).getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(platform.published).toContainEqual({
        type: 'toast',
        payload: { kind: 'info', message: 'Evidence edited', durationMs: 1500 },
      }),
    );
    expect(platform.api.callsTo(endpoints.evidence.update)).toEqual([
      { params: { id: 'ev-1' }, body: { label: 'Garden rules' } },
    ]);

    await userEvent.click(
      within(screen.getByRole('listitem', { name: 'Garden policy' })).getByRole('button', { name: 'Unlink' }),
    );
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unlink' }));
    await waitFor(() =>
      expect(platform.api.callsTo(endpoints.evidence.unlink)).toEqual([{ params: { id: 'ev-1', cqr_id: CQR } }]),
    );
  });

  it('links existing evidence from the library, saying where each item is used', async () => {
    const elsewhere = evidence({
      id: 'ev-9',
      label: 'Excursion photos',
      usedOn: [{ cqrId: OTHER_CQR, questionId: 'q-2', label: '2.1.1', title: 'Another question', areaId: 2 }],
    });
    const { platform } = renderModal({
      api: [
        stubEndpoint(endpoints.evidence.library, () => [elsewhere]),
        stubEndpoint(endpoints.evidence.link, () => usedTwice()),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Link existing evidence' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your evidence library' }), 'excursion');
    await waitFor(() =>
      expect(platform.api.callsTo(endpoints.evidence.library)).toContainEqual({
        query: { center_id: CENTER_ID, search: 'excursion' },
      }),
    );
    expect(screen.getByText(/Used for 2\.1\.1/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Link Excursion photos to this question' }));
    await waitFor(() =>
      expect(platform.api.callsTo(endpoints.evidence.link)).toEqual([
        { params: { id: 'ev-9' }, body: { cqr_id: CQR } },
      ]),
    );
  });

  it("saves general notes as the answer's evidence note", async () => {
    const { platform } = renderModal({
      api: [
        stubEndpoint(endpoints.assessment.comply, () => answered({ evidenceNote: 'Photos are in the shared drive' })),
      ],
    });
    await userEvent.type(
      screen.getByRole('textbox', { name: 'General notes or comments' }),
      'Photos are in the shared drive',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(platform.api.callsTo(endpoints.assessment.comply)).toEqual([
        {
          body: {
            center_id: CENTER_ID,
            question_id: question().id,
            evidence_note: 'Photos are in the shared drive',
            version: 0,
          },
        },
      ]),
    );
  });
});
