import {
  EMPTY_SIGNUP_FORM,
  inputRefusalMessage,
  PATHS,
  registerBodyOf,
  SERVICE_TYPES,
  type PlanPrice,
  type SignupFormValues,
} from '@qip/shared-contracts';
import { SignupFormSchema } from '@qip/shared-contracts/schemas';
import {
  Button,
  Modal,
  PasswordField,
  SelectField,
  TextField,
  formikErrorsFromSchema,
  usePlatform,
} from '@qip/shared-ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { signedInWith, usePublishThenGo } from '../../common';
import { markFromSignup } from '../../payment';
import { register } from '../api/registerApi';
import { Fieldset, Legend, Pair, SubmitRow } from './signupStyles';

const SERVICE_TYPE_OPTIONS = SERVICE_TYPES.map((type) => ({ value: type.id, label: type.label }));

export const TRIAL_CREATED = "Congratulations! Your trial account has been created. Let's get started.";
const REGISTER_FAILED = 'Your account could not be created. Please check your connection and try again.';
const SESSION_FAILED = 'Your account has been created, but we could not sign you in. Please log in to continue.';

export type SignupVariant = { kind: 'trial' } | { kind: 'paid'; plan: PlanPrice };

interface Registered {
  accessToken: string;
  centerId: string;
}

/**
 * The sign-up form both sign-ups share (spec 'Paid signup' and 'Free-trial signup'): the
 * administrator, the service, and the free walkthrough. A paid sign-up goes on to payment; a
 * trial shows its success modal, whose Next opens the legal notice.
 */
export function SignupForm({ variant }: { variant: SignupVariant }) {
  const { api } = usePlatform();
  const publishThenGo = usePublishThenGo();
  const [trialCreated, setTrialCreated] = useState<Registered | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [continuing, setContinuing] = useState(false);

  const continueAs = async (registered: Registered, continueTo: string) => {
    setContinuing(true);
    try {
      // The shell starts the session and takes the user on to `continueTo` itself.
      await publishThenGo({
        event: 'session.start',
        payload: { ...registered, continueTo },
        done: signedInWith(registered.accessToken),
      });
    } catch {
      setTrialCreated(null);
      setFailure(SESSION_FAILED);
    } finally {
      setContinuing(false);
    }
  };

  const submit = async (values: SignupFormValues) => {
    setFailure(null);
    const form = SignupFormSchema.parse(values);
    let registered: Registered;
    try {
      const answer = await register(api, registerBodyOf(form, variant.kind === 'paid' ? variant.plan.id : undefined));
      registered = { accessToken: answer.access_token, centerId: answer.center_id };
    } catch (error) {
      setFailure(inputRefusalMessage(error, REGISTER_FAILED));
      return;
    }
    if (variant.kind === 'trial') {
      setTrialCreated(registered);
      return;
    }
    markFromSignup();
    await continueAs(registered, PATHS.payment);
  };

  return (
    <>
      <Formik<SignupFormValues>
        initialValues={EMPTY_SIGNUP_FORM}
        validate={(values) => formikErrorsFromSchema<SignupFormValues>(SignupFormSchema, values)}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={variant.kind === 'trial' ? 'Free trial sign-up' : 'Sign-up'}>
            <Fieldset>
              <Legend>Your details</Legend>
              <Pair>
                <TextField name="firstName" label="First name" required autoComplete="given-name" />
                <TextField name="lastName" label="Last name" autoComplete="family-name" />
              </Pair>
              <Pair>
                <TextField name="email" label="Email" kind="email" required autoComplete="email" />
                <TextField name="confirmEmail" label="Confirm email" kind="email" required autoComplete="email" />
              </Pair>
              <Pair>
                <TextField name="phoneNumber" label="Phone number" kind="phone" required autoComplete="tel" />
                <PasswordField
                  name="password"
                  label="Create a password"
                  hint="At least 8 characters."
                  required
                  autoComplete="new-password"
                />
              </Pair>
            </Fieldset>
            <Fieldset>
              <Legend>Your service</Legend>
              <TextField name="serviceName" label="Service name" required autoComplete="organization" />
              <Pair>
                <TextField
                  name="serviceApprovalNumber"
                  label="Service approval number"
                  hint="You can add it later if you do not have it to hand."
                />
                <SelectField name="serviceCategory" label="Service type" required options={SERVICE_TYPE_OPTIONS} />
              </Pair>
            </Fieldset>
            <Fieldset>
              <Legend>Free personal 15-minute walkthrough</Legend>
              <p>
                Tell us when suits you and we will call to show you around the portal. Leave these empty to skip it.
              </p>
              <Pair>
                <TextField name="preferredDate" label="Preferred date" placeholder="e.g. Tuesday 12 May" />
                <TextField name="preferredTime" label="Preferred time of day" placeholder="e.g. Mornings" />
              </Pair>
            </Fieldset>
            <SubmitRow>
              <Button type="submit" size="lg" busy={isSubmitting || continuing} busyLabel="Registering user...">
                {variant.kind === 'trial' ? 'Start Trial' : 'Continue'}
              </Button>
            </SubmitRow>
          </Form>
        )}
      </Formik>

      <Modal
        open={trialCreated !== null}
        onOpenChange={() => undefined}
        dismissible={false}
        title="Your trial has started"
        description={TRIAL_CREATED}
        footer={
          <Button
            busy={continuing}
            busyLabel="Please wait..."
            onClick={() => trialCreated && void continueAs(trialCreated, PATHS.legalNotice)}
          >
            Next
          </Button>
        }
      />
      <Modal
        open={failure !== null}
        onOpenChange={(open) => !open && setFailure(null)}
        role="alertdialog"
        title={variant.kind === 'trial' ? 'Your trial could not be started' : 'Your account could not be created'}
        description={failure}
        footer={<Button onClick={() => setFailure(null)}>Ok</Button>}
      />
    </>
  );
}
