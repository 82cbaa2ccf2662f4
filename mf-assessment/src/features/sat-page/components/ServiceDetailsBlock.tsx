import {
  SERVICE_TYPES,
  STATES_AND_TERRITORIES,
  type SatServiceDetailsValues,
  type ServiceDetails,
  type ServiceDetailsSave,
} from '@qip/shared-contracts';
import { SatServiceDetailsSchema, ServiceDetailsRulesSchema } from '@qip/shared-contracts/schemas';
import {
  formikErrorsFromSchema,
  PhilosophyField,
  SelectField,
  ServiceHoursFields,
  serviceHoursValues,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@qip/shared-ui';
import { validateServiceHours } from '@qip/shared-ui/service-hours-rules';
import { useState } from 'react';
import styled from 'styled-components';
import { DetailsForm } from './DetailsForm';

const Group = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: ${({ theme }) => theme.space(5)};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const stateOptions = STATES_AND_TERRITORIES.map((state) => ({ value: state, label: state }));
const typeOptions = SERVICE_TYPES.map((type) => ({ value: type.id, label: type.label }));
const philosophySchema = ServiceDetailsRulesSchema.pick({ philosophy: true });

type PhilosophyValues = { philosophy: string };

/** The block's fields as the form holds them: text, and the type's id or '' until chosen. */
type SummaryValues = Record<Exclude<keyof SatServiceDetailsValues, 'serviceCatId'>, string> & {
  serviceCatId: number | '';
};

const summaryOf = (details: ServiceDetails): SummaryValues => ({
  name: details.name,
  approvalNumber: details.approvalNumber,
  serviceCatId: details.serviceCatId ?? '',
  locationStreet: details.locationStreet,
  locationSuburb: details.locationSuburb,
  locationState: details.locationState,
  locationPostalCode: details.locationPostalCode,
  supervisorFirstName: details.supervisorFirstName,
  supervisorLastName: details.supervisorLastName,
  supervisorEmail: details.supervisorEmail,
  supervisorPhoneNum: details.supervisorPhoneNum,
});

/** What the block saves: the type only once chosen; a member never sends what only administrators change. */
function summaryToSave(values: SummaryValues, isAdmin: boolean): ServiceDetailsSave {
  // Checked by `validate` before a save is made: parsing gives the values as the contract types them.
  const { name, approvalNumber, serviceCatId, ...others } = SatServiceDetailsSchema.parse(values);
  if (!isAdmin) return others;
  return { ...others, name, approvalNumber, ...(serviceCatId === '' ? {} : { serviceCatId }) };
}

function SummaryFields({ readOnly, isAdmin }: { readOnly: boolean; isAdmin: boolean }) {
  const adminLocked = readOnly || !isAdmin;
  return (
    <>
      {!readOnly && !isAdmin && (
        <Note>Only an administrator of this service can change its name, approval number and type.</Note>
      )}
      <Group>
        <legend>Service</legend>
        <Wide>
          <TextField name="name" label="Service name" required disabled={adminLocked} autoComplete="organization" />
        </Wide>
        <TextField name="approvalNumber" label="Service approval number" required disabled={adminLocked} />
        <SelectField name="serviceCatId" label="Service type" options={typeOptions} disabled={adminLocked} />
      </Group>
      <Group>
        <legend>Physical location</legend>
        <Wide>
          <TextField
            name="locationStreet"
            label="Street address"
            required
            disabled={readOnly}
            autoComplete="address-line1"
          />
        </Wide>
        <TextField name="locationSuburb" label="Suburb" required disabled={readOnly} autoComplete="address-level2" />
        <SelectField name="locationState" label="State or territory" options={stateOptions} disabled={readOnly} />
        <TextField name="locationPostalCode" label="Postcode" kind="digits" maxLength={4} disabled={readOnly} />
      </Group>
      <Group>
        <legend>Nominated supervisor</legend>
        <TextField name="supervisorFirstName" label="First name" required disabled={readOnly} />
        <TextField name="supervisorLastName" label="Last name" required disabled={readOnly} />
        <TextField name="supervisorEmail" label="Email address" kind="email" required disabled={readOnly} />
        <TextField name="supervisorPhoneNum" label="Phone" kind="phone" required disabled={readOnly} />
      </Group>
    </>
  );
}

const TABS = [
  { value: 'service', label: 'Service details' },
  { value: 'hours', label: 'Operating times' },
  { value: 'philosophy', label: 'Philosophy' },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const isTab = (value: string): value is TabValue => TABS.some((tab) => tab.value === value);

/**
 * The SAT page's service details (spec: name, approval number, type, physical location,
 * nominated supervisor; operating times; philosophy), each part saved on its own through the
 * service-details API. A part opened stays made while another tab shows, so nothing typed is lost.
 */
export function ServiceDetailsBlock({
  details,
  save,
  readOnly,
  isAdmin,
}: {
  details: ServiceDetails;
  save: (body: ServiceDetailsSave) => Promise<unknown>;
  readOnly: boolean;
  isAdmin: boolean;
}) {
  const [tab, setTab] = useState<TabValue>('service');
  // A part is made when first opened (the hours are three week tables) and then kept.
  const [opened, setOpened] = useState<ReadonlySet<TabValue>>(new Set(['service']));
  const open = (next: TabValue) => {
    setTab(next);
    setOpened((current) => new Set([...current, next]));
  };
  return (
    <Tabs value={tab} onValueChange={(next) => isTab(next) && open(next)}>
      <TabList aria-label="Your service">
        {TABS.map((option) => (
          <Tab key={option.value} value={option.value}>
            {option.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel value="service" forceMount hidden={tab !== 'service'}>
        <DetailsForm
          label="Service details"
          initialValues={summaryOf(details)}
          validate={(values) => formikErrorsFromSchema(SatServiceDetailsSchema, values)}
          toSave={(values) => summaryToSave(values, isAdmin)}
          save={save}
          readOnly={readOnly}
        >
          <SummaryFields readOnly={readOnly} isAdmin={isAdmin} />
        </DetailsForm>
      </TabPanel>
      <TabPanel value="hours" forceMount hidden={tab !== 'hours'}>
        {opened.has('hours') && (
          <DetailsForm
            label="Operating times"
            initialValues={serviceHoursValues(details)}
            validate={validateServiceHours}
            toSave={(values) => values}
            save={save}
            readOnly={readOnly}
          >
            <ServiceHoursFields readOnly={readOnly} />
          </DetailsForm>
        )}
      </TabPanel>
      <TabPanel value="philosophy" forceMount hidden={tab !== 'philosophy'}>
        {opened.has('philosophy') && (
          <DetailsForm<PhilosophyValues>
            label="Philosophy"
            initialValues={{ philosophy: details.philosophy }}
            validate={(values) => formikErrorsFromSchema(philosophySchema, values)}
            toSave={(values) => values}
            save={save}
            readOnly={readOnly}
          >
            <PhilosophyField disabled={readOnly} rows={8} />
          </DetailsForm>
        )}
      </TabPanel>
    </Tabs>
  );
}
