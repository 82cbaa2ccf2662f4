import { SERVICE_DETAILS_MESSAGES } from '../domain/serviceDetails';
import { VALIDATION_MESSAGES } from '../domain/validation';
import { EMPTY_SIGNUP_FORM, registerBodyOf } from '../domain/accounts';
import { NewServiceFormSchema, RegisterBodySchema, SignupFormSchema } from './accounts';

const blank = EMPTY_SIGNUP_FORM;

const filled = {
  ...blank,
  firstName: 'Alex',
  lastName: 'Rivera',
  email: 'alex@wattle.test',
  confirmEmail: 'alex@wattle.test',
  phoneNumber: '(02)9555-0101',
  password: 'a-long-password',
  serviceName: 'Wattle Tree ELC',
  serviceCategory: 1,
};

/** The first message of each field that fails, as the form shows them. */
function messages(form: unknown): Record<string, string> {
  const result = SignupFormSchema.safeParse(form);
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

describe('the sign-up form rules', () => {
  it('requires first name, both emails, phone, password, service name and type; the rest is optional', () => {
    const required = VALIDATION_MESSAGES.required;
    expect(messages(blank)).toEqual({
      firstName: required,
      email: required,
      confirmEmail: required,
      phoneNumber: required,
      password: required,
      serviceName: required,
      serviceCategory: required,
    });
    expect(messages(filled)).toEqual({});
  });

  it('checks the email pattern, that the emails match, phone characters and the password length', () => {
    expect(
      messages({
        ...filled,
        email: 'alex@wattle',
        confirmEmail: 'alex@wattle',
        phoneNumber: '02 9555',
        password: 'short',
      }),
    ).toEqual({
      email: VALIDATION_MESSAGES.email,
      confirmEmail: VALIDATION_MESSAGES.email,
      phoneNumber: SERVICE_DETAILS_MESSAGES.phone,
      password: VALIDATION_MESSAGES.passwordTooShort,
    });
    // The mismatch shows as soon as both are typed, while other fields are still missing.
    expect(messages({ ...blank, email: 'alex@wattle.test', confirmEmail: 'alex@wattle.tset' })).toMatchObject({
      confirmEmail: VALIDATION_MESSAGES.emailsDoNotMatch,
    });
  });

  it('makes the registration payload the API accepts, with the price of a paid sign-up', () => {
    const body = registerBodyOf(SignupFormSchema.parse(filled), 'portal_monthly');
    expect(RegisterBodySchema.parse(body)).toMatchObject({
      name: 'Alex Rivera',
      email: 'alex@wattle.test',
      telnum: '(02)9555-0101',
      service_name: 'Wattle Tree ELC',
      service_app_num: '#',
      service_cat: 1,
      price: 'portal_monthly',
      user_type: 'ADMIN',
      center_user_type: 'admin',
    });
    expect(registerBodyOf(SignupFormSchema.parse({ ...filled, lastName: '' }))).not.toHaveProperty('price');
  });
});

describe('the add-new-service form rules', () => {
  it('requires the name, the approval number and the type', () => {
    const result = NewServiceFormSchema.safeParse({ name: ' ', approvalNumber: '', serviceCatId: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', VALIDATION_MESSAGES.required],
      ['approvalNumber', VALIDATION_MESSAGES.required],
      ['serviceCatId', VALIDATION_MESSAGES.required],
    ]);
    expect(
      NewServiceFormSchema.safeParse({ name: 'Wattle Tree OSHC', approvalNumber: 'SE-1', serviceCatId: 4 }).success,
    ).toBe(true);
  });
});
