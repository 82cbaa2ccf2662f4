// The login screen itself, with nothing of the signed-in portal: the page's first script shows it
// (startLoginPage.tsx) and so does the portal once it runs (LoginPage.tsx), so it takes only the
// light entries of the shared packages (shared-contracts/plain, shared-ui/basics).
import { isValidEmail, PATHS, SIGN_IN_MESSAGES, VALIDATION_MESSAGES } from '@qip/shared-contracts/plain';
import { Button, CheckboxField, PasswordField, TextField } from '@qip/shared-ui/basics';
import { Form, Formik } from 'formik';
import { useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Brand } from '../layout/Brand';
import { LoginError, type Credentials, type LoginFailureReason } from './signIn';

/** What the page says when the API gave no words of its own (it says why a sign-in was refused). */
export const LOGIN_FAILURE_MESSAGES: Record<LoginFailureReason, string> = {
  refused: SIGN_IN_MESSAGES.wrongCredentials,
  'too-many-attempts': 'Too many attempts. Please wait a few minutes before trying again.',
  unreachable: 'We could not reach the QIP Portal. Please check your connection and try again.',
};

const failureMessage = (error: unknown) =>
  error instanceof LoginError
    ? (error.detail ?? LOGIN_FAILURE_MESSAGES[error.reason])
    : LOGIN_FAILURE_MESSAGES.unreachable;

const Layout = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

const Intro = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(12)};
  background: linear-gradient(150deg, ${({ theme }) => theme.colours.primary} 0%, #0f3460 100%);
  color: ${({ theme }) => theme.colours.onPrimary};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    max-width: 36ch;
    opacity: 0.92;
  }
  @media (max-width: 900px) {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const AreaDots = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Dot = styled.li<{ $area: number }>`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme, $area }) => theme.areas[$area as 1].main};
  color: ${({ theme, $area }) => theme.areas[$area as 1].contrastText};
`;

const FormSide = styled.section`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colours.background};
`;

const Card = styled.div`
  width: min(440px, 100%);
  background: ${({ theme }) => theme.colours.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(5)};
  }
`;

const Notice = styled.p<{ $tone: 'error' | 'info' }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colours.dangerSoft : theme.colours.infoSoft)};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colours.danger : theme.colours.info)};
`;

const Links = styled.p`
  margin-top: ${({ theme }) => theme.space(5)};
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type LoginValues = Credentials;

export interface LoginScreenProps {
  /** Signs in, or throws a LoginError that the screen shows. */
  signIn: (credentials: Credentials) => Promise<void>;
  /** Why the person is here ('You have logged out.'), shown above the form. */
  notice: string | null;
  /** The links to the password reset and the free trial: the router's in the portal. */
  Link: ComponentType<{ to: string; children: ReactNode }>;
  /** Someone has started to fill in the form: a moment to load what comes after it. */
  onStartFilling?: () => void;
}

function validate(values: LoginValues) {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  if (!values.email.trim()) errors.email = VALIDATION_MESSAGES.emailMissing;
  else if (!isValidEmail(values.email)) errors.email = VALIDATION_MESSAGES.email;
  if (!values.password) errors.password = VALIDATION_MESSAGES.required;
  return errors;
}

/** /qip/auth: the login form beside the portal's introduction. */
export function LoginScreen({ signIn, notice, Link, onStartFilling }: LoginScreenProps) {
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Layout>
      <Intro>
        <h1>Your QIP, ready for assessment.</h1>
        <p>
          Work through the seven quality areas with your team, keep the evidence, and produce the documents your
          regulator reads.
        </p>
        <AreaDots aria-hidden="true">
          {[1, 2, 3, 4, 5, 6, 7].map((area) => (
            <Dot key={area} $area={area}>
              {area}
            </Dot>
          ))}
        </AreaDots>
      </Intro>
      <FormSide>
        <Card>
          <Brand />
          <h2>Log in to your service</h2>
          {failure && (
            <Notice role="alert" $tone="error">
              {failure}
            </Notice>
          )}
          {!failure && notice && (
            <Notice role="status" $tone="info">
              {notice}
            </Notice>
          )}
          <Formik<LoginValues>
            initialValues={{ email: '', password: '', rememberMe: false }}
            validate={validate}
            onSubmit={async (values) => {
              setFailure(null);
              try {
                await signIn({
                  email: values.email.trim(),
                  password: values.password,
                  rememberMe: values.rememberMe,
                });
              } catch (error) {
                setFailure(failureMessage(error));
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate onFocus={() => onStartFilling?.()}>
                <TextField name="email" label="Email address" kind="email" autoComplete="username" required />
                <PasswordField name="password" label="Password" required />
                <CheckboxField name="rememberMe" label="Remember me" />
                <Button type="submit" fullWidth size="lg" busy={isSubmitting} busyLabel="Logging in...">
                  Log in
                </Button>
              </Form>
            )}
          </Formik>
          <Links>
            <Link to={PATHS.forgotPassword}>Forgot your password?</Link>
            <Link to={PATHS.freeTrial}>Start a 30-day free trial</Link>
          </Links>
        </Card>
      </FormSide>
    </Layout>
  );
}
