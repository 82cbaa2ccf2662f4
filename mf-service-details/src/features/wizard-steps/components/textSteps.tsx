import {
  SERVICE_TYPES,
  STATES_AND_TERRITORIES,
  type ServiceDetails,
  type ServicePersonPrefix,
} from '@qip/shared-contracts';
import { ServiceDetailsRulesSchema } from '@qip/shared-contracts/schemas';
import { Button, PhilosophyField, SelectField, TextField, formikErrorsFromSchema } from '@qip/shared-ui';
import { useFormikContext } from 'formik';
import { FieldGrid, Note, Wide } from './layout';
import type { StepDefinition, StepFieldsProps } from './types';

type Field = keyof typeof ServiceDetailsRulesSchema.shape;

/**
 * A step whose fields are text (or one choice) saved as they are: its values are those fields,
 * its rules the contract's rules for them.
 */
function textStep<F extends Field>(
  fields: readonly F[],
  definition: Omit<StepDefinition, 'initialValues' | 'validate' | 'toSave'>,
): StepDefinition {
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Record<Field, true>;
  const schema = ServiceDetailsRulesSchema.pick(mask);
  return {
    ...definition,
    initialValues: (details: ServiceDetails) =>
      Object.fromEntries(fields.map((field) => [field, details[field] ?? ''])),
    validate: (values) => formikErrorsFromSchema(schema, values),
    toSave: (values) => Object.fromEntries(fields.map((field) => [field, values[field]])),
  };
}

const stateOptions = STATES_AND_TERRITORIES.map((state) => ({ value: state, label: state }));
const typeOptions = SERVICE_TYPES.map((type) => ({ value: type.id, label: type.label }));

function ServiceFields({ readOnly, details }: StepFieldsProps) {
  return (
    <>
      {readOnly && details && (
        <Note>Only an administrator of this service can change its name, approval number and type.</Note>
      )}
      <FieldGrid>
        <Wide>
          <TextField name="name" label="Service name" required disabled={readOnly} autoComplete="organization" />
        </Wide>
        <TextField name="approvalNumber" label="Service approval number" required disabled={readOnly} />
        <SelectField name="serviceCatId" label="Service type" required options={typeOptions} disabled={readOnly} />
      </FieldGrid>
    </>
  );
}

function addressFields(prefix: 'location' | 'postal') {
  const postcode = prefix === 'location' ? 'locationPostalCode' : 'postalCode';
  return function AddressFields({ readOnly }: StepFieldsProps) {
    return (
      <FieldGrid>
        <Wide>
          <TextField
            name={`${prefix}Street`}
            label={prefix === 'location' ? 'Street address' : 'Street address or PO Box'}
            required
            disabled={readOnly}
            autoComplete="address-line1"
          />
        </Wide>
        <TextField name={`${prefix}Suburb`} label="Suburb" required disabled={readOnly} autoComplete="address-level2" />
        <FieldGrid>
          <SelectField name={`${prefix}State`} label="State or territory" options={stateOptions} disabled={readOnly} />
          <TextField name={postcode} label="Postcode" kind="digits" maxLength={4} disabled={readOnly} />
        </FieldGrid>
      </FieldGrid>
    );
  };
}

const LocationFields = addressFields('location');
const PostalAddressFields = addressFields('postal');

/** The postal address, with a shortcut for services whose post goes to their street address. */
function PostalFields(props: StepFieldsProps) {
  const { setValues, values } = useFormikContext<Record<string, string>>();
  const { details, readOnly } = props;
  const hasLocation = Boolean(details.locationStreet);
  return (
    <>
      {hasLocation && !readOnly && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void setValues({
              ...values,
              postalStreet: details.locationStreet,
              postalSuburb: details.locationSuburb,
              postalState: details.locationState,
              postalCode: details.locationPostalCode,
            })
          }
        >
          Same as the physical location
        </Button>
      )}
      <PostalAddressFields {...props} />
    </>
  );
}

function ContactFields({ readOnly }: StepFieldsProps) {
  return (
    <FieldGrid>
      <TextField name="contactPhoneNum" label="Phone" kind="phone" required disabled={readOnly} autoComplete="tel" />
      <TextField name="contactMobileNum" label="Mobile" kind="phone" disabled={readOnly} />
      <TextField name="contactFaxNum" label="Fax" kind="phone" disabled={readOnly} />
      <TextField
        name="contactEmail"
        label="Email address"
        kind="email"
        required
        disabled={readOnly}
        autoComplete="email"
      />
      <Wide>
        <TextField name="contactAdditionalEmail" label="Additional email address" kind="email" disabled={readOnly} />
      </Wide>
    </FieldGrid>
  );
}

function personFields(prefix: ServicePersonPrefix) {
  return function PersonFields({ readOnly }: StepFieldsProps) {
    return (
      <FieldGrid>
        <TextField name={`${prefix}FirstName`} label="First name" required disabled={readOnly} />
        <TextField name={`${prefix}LastName`} label="Last name" required disabled={readOnly} />
        <TextField name={`${prefix}PhoneNum`} label="Phone" kind="phone" required disabled={readOnly} />
        <TextField name={`${prefix}MobileNum`} label="Mobile" kind="phone" disabled={readOnly} />
        <TextField name={`${prefix}FaxNum`} label="Fax" kind="phone" disabled={readOnly} />
        <TextField name={`${prefix}Email`} label="Email address" kind="email" required disabled={readOnly} />
      </FieldGrid>
    );
  };
}

function PhilosophyFields({ readOnly }: StepFieldsProps) {
  return <PhilosophyField disabled={readOnly} />;
}

export const serviceStep = textStep(['name', 'approvalNumber', 'serviceCatId'], {
  step: 0,
  intro: 'The name, approval number and type of your service, as the regulator knows them.',
  adminOnly: true,
  Fields: ServiceFields,
});

export const locationStep = textStep(['locationStreet', 'locationSuburb', 'locationState', 'locationPostalCode'], {
  step: 1,
  intro: 'Where your service operates.',
  Fields: LocationFields,
});

export const postalStep = textStep(['postalStreet', 'postalSuburb', 'postalState', 'postalCode'], {
  step: 2,
  intro: 'Where post for your service should go.',
  Fields: PostalFields,
});

export const contactStep = textStep(
  ['contactPhoneNum', 'contactMobileNum', 'contactFaxNum', 'contactEmail', 'contactAdditionalEmail'],
  { step: 3, intro: 'How families and the regulator reach your service.', Fields: ContactFields },
);

const personStep = (step: number, prefix: ServicePersonPrefix, intro: string) =>
  textStep(
    [
      `${prefix}FirstName`,
      `${prefix}LastName`,
      `${prefix}PhoneNum`,
      `${prefix}MobileNum`,
      `${prefix}FaxNum`,
      `${prefix}Email`,
    ] as const,
    { step, intro, Fields: personFields(prefix) },
  );

export const providerStep = personStep(4, 'provider', 'The person responsible for the Approved Provider.');
export const supervisorStep = personStep(5, 'supervisor', 'The Nominated Supervisor of your service.');
export const leaderStep = personStep(6, 'leader', 'The educator who leads your educational program.');

export const philosophyStep = textStep(['philosophy'], {
  step: 11,
  intro: 'Your statement of philosophy guides every part of your QIP.',
  Fields: PhilosophyFields,
});
