import {
  OSH_TABLE_MOBILE_CUTOFF_PX,
  defaultOperatingHours,
  defaultOutsideSchoolHours,
  defaultVacationCareHours,
  type OperatingHoursDay,
  type OutsideSchoolHoursDay,
  type ServiceDetailsFields,
  type VacationCareDay,
} from '@qip/shared-contracts';
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { VisuallyHidden } from '../components/Layout';
import { CheckboxField } from './fields';
import { TimeSelectField } from './TimeSelectField';

export type ServiceHoursValues = {
  operatingHours: OperatingHoursDay[];
  outsideSchoolHours: OutsideSchoolHoursDay[];
  vacationCareHours: VacationCareDay[];
};

interface HoursFieldsProps {
  readOnly: boolean;
}

/** The saved hours; until hours are saved, the spec's defaults (6:00 AM to 7:00 PM on weekdays). */
export function serviceHoursValues(details: ServiceDetailsFields): ServiceHoursValues {
  return {
    operatingHours: details.operatingHours.length ? details.operatingHours : defaultOperatingHours(),
    outsideSchoolHours: details.outsideSchoolHours.length ? details.outsideSchoolHours : defaultOutsideSchoolHours(),
    vacationCareHours: details.vacationCareHours.length ? details.vacationCareHours : defaultVacationCareHours(),
  };
}

const Note = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Section = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  legend {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

/** A week's table; under 920 px each day becomes a card with its labels shown (spec section 9). */
const WeekTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th {
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colours.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} 0;
    vertical-align: top;
  }
  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colours.border};
  }
  td > div {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  @media (max-width: ${OSH_TABLE_MOBILE_CUTOFF_PX}px) {
    thead {
      display: none;
    }
    tr,
    td {
      display: block;
    }
    tbody tr {
      border: 1px solid ${({ theme }) => theme.colours.border};
      border-radius: ${({ theme }) => theme.radii.md};
      margin-bottom: ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(2)};
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: ${({ theme }) => theme.fontSizes.xs};
      color: ${({ theme }) => theme.colours.textMuted};
    }
  }
`;

const DayName = styled.span`
  display: inline-block;
  padding-top: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function OperatingHoursTable({ readOnly }: HoursFieldsProps) {
  const { values } = useFormikContext<ServiceHoursValues>();
  return (
    <Section>
      <legend>Operating hours</legend>
      <Note>Tick the days your service is open.</Note>
      <WeekTable>
        <thead>
          <tr>
            <th scope="col">Open on</th>
            <th scope="col">Opening time</th>
            <th scope="col">Closing time</th>
          </tr>
        </thead>
        <tbody>
          {values.operatingHours.map((day, index) => (
            <tr key={day.day}>
              <td>
                <CheckboxField name={`operatingHours.${index}.working`} label={day.day} disabled={readOnly} />
              </td>
              <td data-label="Opening time">
                <TimeSelectField
                  name={`operatingHours.${index}.openTime`}
                  label={`${day.day} opening time`}
                  hideLabel
                  disabled={readOnly || !day.working}
                />
              </td>
              <td data-label="Closing time">
                <TimeSelectField
                  name={`operatingHours.${index}.closeTime`}
                  label={`${day.day} closing time`}
                  hideLabel
                  disabled={readOnly || !day.working}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </WeekTable>
    </Section>
  );
}

function OutsideSchoolHoursTable({ readOnly }: HoursFieldsProps) {
  const { values } = useFormikContext<ServiceHoursValues>();
  const sessions = [
    ['session1Start', 'session 1 start'],
    ['session1Finish', 'session 1 finish'],
    ['session2Start', 'session 2 start'],
    ['session2Finish', 'session 2 finish'],
  ] as const;
  return (
    <Section>
      <legend>Outside school hours</legend>
      <Note>Before and after school sessions.</Note>
      <WeekTable>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Session 1 start</th>
            <th scope="col">Session 1 finish</th>
            <th scope="col">Session 2 start</th>
            <th scope="col">Session 2 finish</th>
          </tr>
        </thead>
        <tbody>
          {values.outsideSchoolHours.map((day, index) => (
            <tr key={day.day}>
              <td>
                <DayName>{day.day}</DayName>
              </td>
              {sessions.map(([field, label]) => (
                <td key={field} data-label={label[0]?.toUpperCase() + label.slice(1)}>
                  <TimeSelectField
                    name={`outsideSchoolHours.${index}.${field}`}
                    label={`${day.day} ${label}`}
                    hideLabel
                    disabled={readOnly}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </WeekTable>
    </Section>
  );
}

function VacationCareTable({ readOnly }: HoursFieldsProps) {
  const { values } = useFormikContext<ServiceHoursValues>();
  return (
    <Section>
      <legend>Vacation care</legend>
      <Note>Hours during school holidays.</Note>
      <WeekTable>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Open 24 hours</th>
            <th scope="col">Opening time</th>
            <th scope="col">Closing time</th>
          </tr>
        </thead>
        <tbody>
          {values.vacationCareHours.map((day, index) => (
            <tr key={day.day}>
              <td>
                <DayName>{day.day}</DayName>
              </td>
              <td>
                <CheckboxField
                  name={`vacationCareHours.${index}.open24Hours`}
                  label={
                    <>
                      Open 24 hours<VisuallyHidden> on {day.day}</VisuallyHidden>
                    </>
                  }
                  disabled={readOnly}
                />
              </td>
              <td data-label="Opening time">
                <TimeSelectField
                  name={`vacationCareHours.${index}.openTime`}
                  label={`${day.day} vacation care opening time`}
                  hideLabel
                  disabled={readOnly || day.open24Hours}
                />
              </td>
              <td data-label="Closing time">
                <TimeSelectField
                  name={`vacationCareHours.${index}.closeTime`}
                  label={`${day.day} vacation care closing time`}
                  hideLabel
                  disabled={readOnly || day.open24Hours}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </WeekTable>
    </Section>
  );
}

/**
 * A service's hours as the wizard (step 7) and the SAT page edit them: operating hours,
 * outside school hours and vacation care, a table each (a card per day under 920 px).
 */
export function ServiceHoursFields(props: HoursFieldsProps) {
  return (
    <>
      <OperatingHoursTable {...props} />
      <OutsideSchoolHoursTable {...props} />
      <VacationCareTable {...props} />
    </>
  );
}
