import {
  FULL_REPORT_TYPE,
  isServiceDetailsComplete,
  isTaskReport,
  QUALITY_AREA_IDS,
  REPORT_MESSAGES,
  REPORT_TABS,
  TASK_STATUSES,
  type CreateReportInput,
  type QualityAreaId,
  type ReportFormat,
  type ReportTab,
  type ReportType,
  type ServiceDetails,
  type TaskStatus,
} from '@qip/shared-contracts';
import { CreateReportSchema } from '@qip/shared-contracts/schemas';
import {
  AreaCheckboxes,
  Button,
  Card,
  formikErrorsFromSchema,
  TextField,
  type Resource,
  type SelectedService,
} from '@qip/shared-ui';
import { Form, Formik, useField, useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { useReportGeneration, type StartOutcome } from '../hooks/useReportGeneration';
import { ChoiceCards } from './ChoiceCards';
import { FullReportGate } from './FullReportGate';
import { GenerationStatus } from './GenerationStatus';
import { formatChoices, typeChoices } from './reportChoices';
import { SatCounts } from './SatCounts';
import { TaskReportFilters } from './TaskReportFilters';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(8)};
  @media (max-width: ${({ theme }) => theme.breakpoints.narrow}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`;

const Note = styled.p`
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

interface GeneratorValues {
  report_label: string;
  type: ReportType;
  format: ReportFormat;
  nqa: QualityAreaId[];
  /** Task reports: the statuses to include; all of them means no status filter. */
  status: TaskStatus[];
  /** Task reports: one assignee's id, or '' for anyone. */
  assignee_id: string;
}

function toBody(values: GeneratorValues, service: SelectedService): CreateReportInput {
  const taskReport = isTaskReport(values.type);
  return {
    user_id: service.userId,
    center_id: service.centerId,
    report_label: values.report_label.trim(),
    type: values.type,
    format: values.format,
    filters: {
      nqa: values.nqa,
      ...(taskReport && values.status.length < TASK_STATUSES.length ? { status: values.status } : {}),
      ...(taskReport && values.assignee_id ? { assignee_id: values.assignee_id } : {}),
    },
  };
}

/** The contract's own messages for the name and the areas, and a task report needs a status. */
function validate(values: GeneratorValues, service: SelectedService): FormikErrors<GeneratorValues> {
  const errors = formikErrorsFromSchema<CreateReportInput>(CreateReportSchema, toBody(values, service));
  const nqa = errors.filters?.nqa;
  return {
    ...(errors.report_label ? { report_label: errors.report_label } : {}),
    ...(nqa ? { nqa: typeof nqa === 'string' ? nqa : REPORT_MESSAGES.selectNqa } : {}),
    ...(isTaskReport(values.type) && values.status.length === 0 ? { status: REPORT_MESSAGES.selectStatus } : {}),
  };
}

const TAB_INTROS: Record<ReportTab, string> = {
  goals: 'Choose a report, name it and pick the quality areas it covers. It is made as a PDF or a Word document.',
  sat: 'Your Self-Assessment: for each element, the strengths you chose and what you wrote about them.',
  tasks: "A list of your team's tasks, by status and assignee, to share at a meeting or keep on file.",
};

/**
 * The generator of one tab: the report (type), its required name, the quality areas (all by
 * default), for task reports the statuses and the assignee, and PDF or Word. While the report
 * is made its progress shows; the Full report first needs the service details at 100%.
 */
export function ReportGenerator({
  tab,
  service,
  details,
  readOnly,
  onReportsChanged,
}: {
  tab: ReportTab;
  service: SelectedService;
  details: Resource<ServiceDetails>;
  readOnly: boolean;
  onReportsChanged: () => void;
}) {
  const types = REPORT_TABS[tab].types;
  const { state, start, retry } = useReportGeneration(onReportsChanged);
  const [gateOpen, setGateOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const busy = state.phase === 'starting' || state.phase === 'generating';

  const settle = (outcome: StartOutcome) => {
    if (outcome !== 'needs-service-details') return;
    // The API knows better than what was loaded: read the details again for the modal's links.
    void details.reload();
    setGateOpen(true);
  };

  const submit = async (values: GeneratorValues) => {
    if (values.type === FULL_REPORT_TYPE && details.status === 'ready' && !isServiceDetailsComplete(details.data)) {
      setGateOpen(true);
      return;
    }
    settle(await start(toBody(values, service)));
  };

  const initialValues: GeneratorValues = {
    report_label: '',
    type: types[0],
    format: 'pdf',
    nqa: [...QUALITY_AREA_IDS],
    status: [...TASK_STATUSES],
    assignee_id: '',
  };

  return (
    <Card aria-labelledby={`generator-${tab}`}>
      <Heading id={`generator-${tab}`}>Generate a report</Heading>
      <Intro>{TAB_INTROS[tab]}</Intro>
      <Formik initialValues={initialValues} validate={(values) => validate(values, service)} onSubmit={submit}>
        <Form ref={form} noValidate aria-labelledby={`generator-${tab}`}>
          <FocusFirstInvalid form={form} />
          {types.length > 1 ? <TypeField types={types} /> : <SatCounts centerId={service.centerId} />}
          <Columns>
            <div>
              <TextField name="report_label" label="Report name" required maxLength={120} />
              <FormatField />
            </div>
            <Filters>
              <AreasField />
              {tab === 'tasks' && <TaskReportFilters centerId={service.centerId} />}
            </Filters>
          </Columns>
          <Actions>
            {readOnly && <Note>This is a view-only session: reports cannot be made here.</Note>}
            <Button type="submit" busy={busy} busyLabel="Generating..." disabled={readOnly}>
              Generate report
            </Button>
          </Actions>
        </Form>
      </Formik>
      <GenerationStatus state={state} onRetry={() => void retry().then(settle)} />
      <FullReportGate
        open={gateOpen}
        details={details.status === 'ready' ? details.data : null}
        onClose={() => setGateOpen(false)}
      />
    </Card>
  );
}

/** After a refused Generate, the first field that is not filled takes the focus. */
function FocusFirstInvalid({ form }: { form: RefObject<HTMLFormElement> }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext<GeneratorValues>();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, submitCount, isSubmitting, isValid]);
  return null;
}

function TypeField({ types }: { types: readonly ReportType[] }) {
  const [field, , helpers] = useField<ReportType>('type');
  return (
    <ChoiceCards
      legend="Report"
      name="type"
      choices={typeChoices(types)}
      value={field.value}
      onChange={(type) => void helpers.setValue(type)}
    />
  );
}

function FormatField() {
  const [field, , helpers] = useField<ReportFormat>('format');
  return (
    <ChoiceCards
      legend="Format"
      name="format"
      choices={formatChoices}
      value={field.value}
      onChange={(format) => void helpers.setValue(format)}
    />
  );
}

function AreasField() {
  const [field, meta, helpers] = useField<QualityAreaId[]>('nqa');
  return (
    <AreaCheckboxes
      legend="Quality areas"
      value={field.value}
      onChange={(areas) => void helpers.setValue(areas)}
      error={meta.touched ? meta.error : undefined}
    />
  );
}
