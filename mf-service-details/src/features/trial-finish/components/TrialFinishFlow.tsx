import { PATHS, SERVICE_TYPES, apiErrorBody } from '@qip/shared-contracts';
import { ServiceDetailsRulesSchema } from '@qip/shared-contracts/schemas';
import {
  Button,
  Card,
  EmptyState,
  Page,
  TextField,
  formikErrorsFromSchema,
  useAuthenticatedState,
  usePlatform,
  usePortalNavigate,
} from '@qip/shared-ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { saveTypeAndName } from '../api/trialFinishApi';
import { useChosenServiceType } from '../hooks/useChosenServiceType';

const Panel = styled(Card)`
  max-width: 640px;
  margin: ${({ theme }) => theme.space(10)} auto 0;
  padding: ${({ theme }) => theme.space(8)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

const Types = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  border: none;
  padding: 0;
`;

const TypeOption = styled.label<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ $chosen, theme }) => ($chosen ? theme.colours.primary : theme.colours.border)};
  background: ${({ $chosen, theme }) => ($chosen ? theme.colours.primarySoft : theme.colours.surface)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colours.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const nameSchema = ServiceDetailsRulesSchema.pick({ name: true });

/**
 * The trial-finish flow (accounts-billing spec): choose the primary service type, then the
 * service's name; 'You're done. Let's go!' saves both on the selected service (its
 * administrator only) and goes to the dashboard.
 */
export function TrialFinishFlow({
  stage,
  typePath,
  namePath,
}: {
  stage: 'type' | 'name';
  typePath: string;
  namePath: string;
}) {
  const state = useAuthenticatedState();
  const service = state?.selectedService;
  if (!service || service.role !== 'admin') {
    return (
      <Page>
        <EmptyState
          title="Only the service's administrator can finish setting it up"
          description="Log in as the administrator who started the trial to choose the service type and name."
        />
      </Page>
    );
  }
  return (
    <TrialFinishForm
      stage={stage}
      typePath={typePath}
      namePath={namePath}
      centerId={service.id}
      initialName={service.name}
      initialType={service.serviceCatId}
    />
  );
}

function TrialFinishForm({
  stage,
  typePath,
  namePath,
  centerId,
  initialName,
  initialType,
}: {
  stage: 'type' | 'name';
  typePath: string;
  namePath: string;
  centerId: string;
  initialName: string;
  initialType: number | null;
}) {
  const { api, bus } = usePlatform();
  const { go } = usePortalNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const { serviceCatId, choose, forget } = useChosenServiceType(centerId, initialType);

  if (stage === 'type' || serviceCatId === null) {
    return (
      <Page>
        <Panel aria-labelledby="trial-finish-title">
          <h1 id="trial-finish-title">What type of service is it?</h1>
          <Muted>Choose your primary service type. You can change it later in Service details.</Muted>
          <Types role="radiogroup" aria-label="Primary service type">
            {SERVICE_TYPES.map((type) => (
              <TypeOption key={type.id} $chosen={serviceCatId === type.id}>
                <input
                  type="radio"
                  name="serviceCatId"
                  value={type.id}
                  checked={serviceCatId === type.id}
                  onChange={() => choose(type.id)}
                />
                {type.label}
              </TypeOption>
            ))}
          </Types>
          <Actions>
            <span />
            <Button disabled={serviceCatId === null} onClick={() => go(namePath)}>
              Next step
            </Button>
          </Actions>
        </Panel>
      </Page>
    );
  }

  return (
    <Page>
      <Panel aria-labelledby="trial-finish-title">
        <h1 id="trial-finish-title">What is your service called?</h1>
        <Muted>The name families and the regulator know your service by.</Muted>
        <Formik
          initialValues={{ name: initialName }}
          validate={(values) => formikErrorsFromSchema(nameSchema, values)}
          onSubmit={async (values) => {
            setProblem(null);
            try {
              await saveTypeAndName(api, centerId, { serviceCatId, name: values.name });
              forget();
              bus.publish('data.changed', { entity: 'service-details', centerId });
              bus.publish('data.changed', { entity: 'services', centerId });
              go(PATHS.nqa);
            } catch (error) {
              setProblem(
                apiErrorBody(error)?.fields?.[0]?.message ??
                  'Your service could not be saved. Please check your connection and try again.',
              );
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <TextField name="name" label="Service name" required autoComplete="organization" />
              {problem && <Problem role="alert">{problem}</Problem>}
              <Actions>
                <Button variant="ghost" onClick={() => go(typePath)}>
                  Back a step
                </Button>
                <Button type="submit" busy={isSubmitting} busyLabel="Saving...">
                  You&apos;re done. Let&apos;s go!
                </Button>
              </Actions>
            </Form>
          )}
        </Formik>
      </Panel>
    </Page>
  );
}
