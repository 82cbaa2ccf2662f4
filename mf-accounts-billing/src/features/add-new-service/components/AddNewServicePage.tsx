import { PATHS, SERVICE_TYPES, type PaymentMethod } from '@qip/shared-contracts';
import { NewServiceFormSchema } from '@qip/shared-contracts/schemas';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  Modal,
  Page,
  SelectField,
  TextField,
  formikErrorsFromSchema,
  useAuthenticatedState,
} from '@qip/shared-ui';
import { Form, FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CardForm } from '../../card-form';
import { FormPanel, Lead, serviceSelected, usePaymentMethods, usePublishThenGo } from '../../common';
import { ChosenPlanSummary, useChosenPlan } from '../../pricing-plans';
import { useAddToSubscription, type NewServiceValues } from '../hooks/useAddToSubscription';

const SERVICE_TYPE_OPTIONS = SERVICE_TYPES.map((type) => ({ value: type.id, label: type.label }));
const EMPTY: NewServiceValues = { name: '', approvalNumber: '', serviceCatId: '' };
const COMPLETE_SERVICE_FIRST = "Please complete your new service's details above.";
const SELECT_FAILED =
  'Your new service was added, but we could not open it. Choose it with the Change link at the top.';

const Problem = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colours.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.dangerSoft};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const CardLine = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const CardHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`;

function cardName(card: PaymentMethod): string {
  const brand = card.card.brand.charAt(0).toUpperCase() + card.card.brand.slice(1);
  return `${brand} ending in ${card.card.last4}`;
}

/**
 * Add a new service (spec 'Add-new-service screen'): its name, approval number and type, added
 * to the subscription with the plan chosen on the pricing page and the account's card. Without
 * a chosen plan it opens the pricing plans for an additional service first.
 */
export function AddNewServicePage() {
  const state = useAuthenticatedState();
  if (!state) return null;
  if (state.user.role !== 'admin') {
    return (
      <Page>
        <EmptyState
          title="Only an administrator can add a service"
          description="Please ask your account's administrator to add the new service to your subscription."
        />
      </Page>
    );
  }
  return <AddNewService userId={state.user.id} email={state.user.email} />;
}

function AddNewService({ userId, email }: { userId: string; email: string }) {
  const { plan, forget } = useChosenPlan();
  const publishThenGo = usePublishThenGo();
  const navigate = useNavigate();
  const cards = usePaymentMethods(userId);
  const { add, createdCenterId, addedCenterId } = useAddToSubscription({ userId, email, plan });
  const [problem, setProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [openFailed, setOpenFailed] = useState(false);

  const formik = useFormik<NewServiceValues>({
    initialValues: EMPTY,
    validate: (values) => formikErrorsFromSchema<NewServiceValues>(NewServiceFormSchema, values),
    onSubmit: async (values) => {
      setProblem(null);
      const refusal = await add(values);
      if (refusal) setProblem(refusal);
      else forget();
    },
  });

  if (!plan && !addedCenterId) {
    return <Navigate to={PATHS.pricingPlans} state={{ forAdditionalService: true }} replace />;
  }

  const openNewService = async (centerId: string) => {
    setOpening(true);
    setOpenFailed(false);
    try {
      await publishThenGo({
        event: 'account.changed',
        payload: { centerId },
        done: serviceSelected(centerId),
        to: PATHS.legalNotice,
      });
    } catch {
      setOpenFailed(true);
      setOpening(false);
    }
  };

  const defaultCard = cards.data?.find((card) => card.is_default) ?? cards.data?.[0];
  const locked = createdCenterId !== null;
  const fields = (
    <>
      <TextField name="name" label="New service name" required disabled={locked} autoComplete="organization" />
      <TextField name="approvalNumber" label="Service approval number" required disabled={locked} />
      <SelectField name="serviceCatId" label="Service type" required disabled={locked} options={SERVICE_TYPE_OPTIONS} />
    </>
  );

  // No saved card: the card form's button adds the service, once its details are filled in.
  const payWithNewCard = async (paymentMethodId: string): Promise<string | undefined> => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      void formik.setTouched({ name: true, approvalNumber: true, serviceCatId: true });
      return COMPLETE_SERVICE_FIRST;
    }
    const refusal = await add(formik.values, paymentMethodId);
    if (!refusal) forget();
    return refusal;
  };

  return (
    <Page>
      <FormPanel aria-labelledby="add-service-title">
        <h1 id="add-service-title">Let&apos;s add your new service</h1>
        <Lead>Your new service gets its own QIP and SAT, on its own plan in your subscription.</Lead>
        {plan && (
          <ChosenPlanSummary
            plan={plan}
            action={
              !locked && (
                <Button
                  variant="link"
                  onClick={() => navigate(PATHS.pricingPlans, { state: { forAdditionalService: true } })}
                >
                  Change plan
                </Button>
              )
            }
          />
        )}
        <FormikProvider value={formik}>
          {defaultCard ? (
            <Form noValidate aria-labelledby="add-service-title">
              {fields}
              {problem && <Problem role="alert">{problem}</Problem>}
              <CardLine>We will charge your {cardName(defaultCard)}.</CardLine>
              <Actions>
                <Button type="submit" size="lg" busy={formik.isSubmitting} busyLabel="Please wait">
                  Add to your subscription
                </Button>
              </Actions>
            </Form>
          ) : (
            <div role="group" aria-labelledby="add-service-title">
              {fields}
            </div>
          )}
        </FormikProvider>
        {cards.status === 'loading' && <LoadingState label="Loading your payment details..." />}
        {cards.status === 'failed' && <ErrorState onRetry={() => void cards.reload()} />}
        {cards.status === 'ready' && !defaultCard && (
          <>
            <CardHeading>Your card</CardHeading>
            <CardForm
              submitLabel="Add to your subscription"
              busyLabel="Please wait"
              billingEmail={email}
              onPaymentMethod={payWithNewCard}
            />
          </>
        )}
      </FormPanel>
      <Modal
        open={addedCenterId !== null}
        role={openFailed ? 'alertdialog' : 'dialog'}
        onOpenChange={() => undefined}
        dismissible={false}
        title="Your new service has been added"
        description={
          openFailed
            ? SELECT_FAILED
            : `${formik.values.name} is now part of your subscription. Next, let's complete its service details.`
        }
        footer={
          <Button
            busy={opening}
            busyLabel="Please wait..."
            onClick={() => addedCenterId && void openNewService(addedCenterId)}
          >
            Next
          </Button>
        }
      />
    </Page>
  );
}
