import {
  SERVICE_DETAILS_STEPS,
  WIZARD_LEAVE_TO,
  firstWizardStep,
  nextStepAfterSave,
  parseWizardStep,
  stepCompletion,
  visibleWizardSteps,
  wizardBackTarget,
  wizardStepPath,
  type ServiceDetails,
  type WizardMode,
} from '@qip/shared-contracts';
import {
  Card,
  EmptyState,
  ErrorState,
  LoadingState,
  Page,
  PageHeader,
  StepList,
  useAuthenticatedState,
  usePlatform,
  useReadOnly,
  usePortalNavigate,
  useServiceDetails,
  type ServiceDetailsResource,
} from '@qip/shared-ui';
import { useCallback, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { STEP_DEFINITIONS } from '../../wizard-steps';
import { useStepDraft } from '../hooks/useStepDraft';
import { CompletenessPanel } from './CompletenessPanel';
import { LeaveStepDialog } from './LeaveStepDialog';
import { StepForm, type StepFormControl } from './StepForm';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled(Card)`
  padding: ${({ theme }) => theme.space(4)};
  position: sticky;
  top: ${({ theme }) => theme.space(20)};
`;

const SideTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Eyebrow = styled.p`
  margin: 0;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colours.primary};
`;

const StepTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(1)};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

const Summary = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
`;

const OnboardingIntro = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  p {
    color: ${({ theme }) => theme.colours.textMuted};
    margin: 0;
  }
`;

type Target = { step: number } | { path: string };

/** The thirteen steps of a service's details (onboarding: steps 1 to 12 of a new service). */
export function ServiceDetailsWizard({ mode }: { mode: WizardMode }) {
  const state = useAuthenticatedState();
  const service = state?.selectedService;
  if (!service) {
    return (
      <Page>
        <EmptyState
          title="No service selected"
          description="Choose a service with Change in the header to see its details."
        />
      </Page>
    );
  }
  return <WizardForService key={service.id} mode={mode} centerId={service.id} isAdmin={service.role === 'admin'} />;
}

function WizardForService({ mode, centerId, isAdmin }: { mode: WizardMode; centerId: string; isAdmin: boolean }) {
  const resource = useServiceDetails(centerId);
  const { step: stepParam } = useParams();
  const step = parseWizardStep(mode, stepParam);

  if (step === null) return <Navigate to={wizardStepPath(mode, firstWizardStep(mode))} replace />;
  const { details } = resource;
  if (details.status === 'loading') return <LoadingState />;
  if (details.status === 'failed') {
    return (
      <Page>
        <ErrorState onRetry={() => void details.reload()} />
      </Page>
    );
  }
  return (
    <WizardPage
      mode={mode}
      step={step}
      details={details.data}
      resource={resource}
      centerId={centerId}
      isAdmin={isAdmin}
    />
  );
}

function WizardPage({
  mode,
  step,
  details,
  resource,
  centerId,
  isAdmin,
}: {
  mode: WizardMode;
  step: number;
  details: ServiceDetails;
  resource: ServiceDetailsResource;
  centerId: string;
  isAdmin: boolean;
}) {
  const navigate = useNavigate();
  const { go: portalNavigate } = usePortalNavigate();
  const { bus } = usePlatform();
  const viewer = useReadOnly();
  const control = useRef<StepFormControl>({ dirty: false, submitForm: () => Promise.resolve() });
  const pendingTarget = useRef<Target | null>(null);
  const [leaving, setLeaving] = useState<Target | null>(null);
  const draft = useStepDraft(centerId, step);

  const definition = STEP_DEFINITIONS[step];
  const meta = SERVICE_DETAILS_STEPS[step];
  const readOnly = viewer || (definition?.adminOnly === true && !isAdmin);
  const canSave = !readOnly;
  const completion = stepCompletion(details);

  const go = useCallback(
    (target: Target) => {
      if ('step' in target) navigate(wizardStepPath(mode, target.step));
      else portalNavigate(target.path);
    },
    [mode, navigate, portalNavigate],
  );

  /** Every move away from the step asks first when something typed is not saved. */
  const request = useCallback(
    (target: Target) => {
      if ('step' in target && target.step === step) return;
      if (control.current.dirty) setLeaving(target);
      else go(target);
    },
    [go, step],
  );

  const onSaved = useCallback(() => {
    bus.publish('toast', { kind: 'success', message: 'Changes saved!' });
    go(pendingTarget.current ?? { step: nextStepAfterSave(step) });
  }, [bus, go, step]);

  if (!definition || !meta) return null;
  const back = wizardBackTarget(mode, step);
  const visibleSteps = visibleWizardSteps(mode);
  const stepItems = [
    // Onboarding: the service's name stands as step 0 (set when it was added), not a form.
    ...(mode === 'onboarding'
      ? [{ id: 0, label: `Service name: ${details.name}`, complete: true, disabled: true }]
      : []),
    ...visibleSteps.map((item) => ({ id: item.step, label: item.short, complete: completion[item.step] ?? false })),
  ];

  return (
    <Page>
      {mode === 'edit' ? (
        <>
          <PageHeader title="Service details" subtitle={details.name} />
          <Summary>
            <CompletenessPanel details={details} onGoToStep={(target) => request({ step: target })} />
          </Summary>
        </>
      ) : (
        <OnboardingIntro>
          <h1>Let&apos;s complete your Service details</h1>
          <p>{details.name}: twelve short steps. You can finish later at any time.</p>
        </OnboardingIntro>
      )}
      <Columns>
        <Side as="aside">
          <SideTitle>Steps</SideTitle>
          <StepList
            label="Service details steps"
            steps={stepItems}
            current={step}
            onSelect={(target) => request({ step: target })}
          />
        </Side>
        <Card aria-labelledby="step-title">
          <Eyebrow>Step {step}</Eyebrow>
          <StepTitle id="step-title">{meta.title}</StepTitle>
          <Intro>{definition.intro}</Intro>
          {viewer && <Intro>You are viewing these details as another user: they cannot be changed here.</Intro>}
          <StepForm
            key={step}
            definition={definition}
            details={details}
            readOnly={readOnly}
            canSave={canSave}
            save={resource.save}
            reload={resource.details.reload}
            draft={draft}
            control={control}
            onSaved={onSaved}
            onBack={back ? () => request(back) : null}
            onNext={() => request({ step: step + 1 })}
            onFinishLater={() => request({ path: WIZARD_LEAVE_TO })}
            onFinish={() => request({ path: WIZARD_LEAVE_TO })}
          />
        </Card>
      </Columns>
      <LeaveStepDialog
        open={leaving !== null}
        canSave={canSave}
        onStay={() => setLeaving(null)}
        onDiscard={() => {
          const target = leaving;
          setLeaving(null);
          draft.clear();
          control.current = { ...control.current, dirty: false };
          if (target) go(target);
        }}
        onSave={() => {
          const target = leaving;
          setLeaving(null);
          pendingTarget.current = target;
          void control.current.submitForm().finally(() => {
            pendingTarget.current = null;
          });
        }}
      />
    </Page>
  );
}
