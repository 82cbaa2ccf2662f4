import { type Educator, type Employee, type ServiceDetails } from '@qip/shared-contracts';
import { ServiceDetailsRulesSchema } from '@qip/shared-contracts/schemas';
import { TextAreaField, TextField, formikErrorsFromSchema } from '@qip/shared-ui';
import { useFormikContext, type FormikErrors } from 'formik';
import { useEffect } from 'react';
import { EntryGroup, FieldGrid } from './layout';
import type { StepDefinition, StepFieldsProps } from './types';

// Steps 8 to 10: a count ('Number of rooms') and one group of fields per entry. The count's
// messages are the spec's; each entry's rules are the contract's.

let nextId = 0;
/** An id for a new educator or employee, unique enough within one service's list. */
const newEntryId = () => `${Date.now().toString(36)}-${(nextId += 1).toString(36)}`;

/** How many entries the count asks for ('' and '0' ask for none). */
export const countOf = (count: string) => Number(count || 0);

/**
 * A count as typed ('Number of rooms'). Entries follow it: a larger count adds empty ones; a
 * smaller count hides the last ones without forgetting them, so retyping the count loses nothing.
 */
function CountField({
  name,
  listName,
  label,
  max,
  create,
  readOnly,
}: {
  name: string;
  listName: string;
  label: string;
  max: number;
  create: (index: number) => unknown;
  readOnly: boolean;
}) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const typed = values[name];
  const count = Math.min(countOf(typeof typed === 'string' ? typed : ''), max);
  const list = values[listName] as unknown[] | undefined;
  useEffect(() => {
    const current = list ?? [];
    if (count > current.length) {
      const grown = Array.from({ length: count }, (_, index) => current[index] ?? create(index));
      void setFieldValue(listName, grown, false);
    }
  }, [count, list, listName, create, setFieldValue]);
  return <TextField name={name} label={label} kind="digits" maxLength={3} required disabled={readOnly} />;
}

/** The count's message when the API names the list itself ('rooms' is the 'Number of rooms'). */
const countPath = (list: string, count: string) => (path: string) => (path === list ? count : path);

// ---------------------------------------------------------------------------------------------
// Step 8: additional information and room grouping

interface RoomValues {
  roomNumber: number;
  fromAge: string;
  toAge: string;
  capacity: string;
}
type RoomsValues = {
  additionalInfo: string;
  roomCount: string;
  rooms: RoomValues[];
};

const emptyRoom = (index: number): RoomValues => ({ roomNumber: index + 1, fromAge: '', toAge: '', capacity: '' });
const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));
const roomsSchema = ServiceDetailsRulesSchema.pick({ additionalInfo: true, rooms: true });

function toRooms(values: RoomsValues) {
  return values.rooms.slice(0, countOf(values.roomCount)).map((room, index) => ({
    roomNumber: index + 1,
    fromAge: numberOrUndefined(room.fromAge),
    toAge: numberOrUndefined(room.toAge),
    capacity: numberOrUndefined(room.capacity),
  }));
}

function RoomsFields({ readOnly }: StepFieldsProps) {
  const { values } = useFormikContext<RoomsValues>();
  return (
    <>
      <TextAreaField
        name="additionalInfo"
        label="Additional information"
        rows={4}
        disabled={readOnly}
        hint="Anything else about your service the regulator should know (optional)."
      />
      <CountField
        name="roomCount"
        listName="rooms"
        label="Number of rooms"
        max={50}
        create={emptyRoom}
        readOnly={readOnly}
      />
      {values.rooms.slice(0, countOf(values.roomCount)).map((_room, index) => (
        <EntryGroup key={index}>
          <legend>Room {index + 1}</legend>
          <FieldGrid $columns={3}>
            <TextField
              name={`rooms.${index}.fromAge`}
              label="From age (years)"
              kind="digits"
              maxLength={2}
              disabled={readOnly}
            />
            {/* The age range's message ('Invalid Age Range') shows under To age. */}
            <TextField
              name={`rooms.${index}.toAge`}
              label="To age (years)"
              kind="digits"
              maxLength={2}
              disabled={readOnly}
            />
            <TextField
              name={`rooms.${index}.capacity`}
              label="Capacity"
              kind="digits"
              maxLength={3}
              disabled={readOnly}
            />
          </FieldGrid>
        </EntryGroup>
      ))}
    </>
  );
}

export const roomsStep: StepDefinition<RoomsValues> = {
  step: 8,
  intro: 'Anything else about your service, and the rooms children are grouped in.',
  initialValues: (details: ServiceDetails) => ({
    additionalInfo: details.additionalInfo,
    roomCount: details.rooms.length ? String(details.rooms.length) : '',
    rooms: details.rooms.map((room) => ({
      roomNumber: room.roomNumber,
      fromAge: String(room.fromAge),
      toAge: String(room.toAge),
      capacity: String(room.capacity),
    })),
  }),
  validate: (values) => {
    const errors = formikErrorsFromSchema<{ additionalInfo: string; rooms: unknown }>(roomsSchema, {
      additionalInfo: values.additionalInfo,
      rooms: toRooms(values),
    });
    const { rooms, ...rest } = errors;
    const result: FormikErrors<RoomsValues> = { ...rest };
    if (typeof rooms === 'string') result.roomCount = rooms;
    else if (rooms) result.rooms = rooms;
    return result;
  },
  toSave: (values) => ({ additionalInfo: values.additionalInfo, rooms: toRooms(values) as never }),
  formPath: countPath('rooms', 'roomCount'),
  Fields: RoomsFields,
};

// ---------------------------------------------------------------------------------------------
// Step 9: educators

type EducatorsValues = {
  educatorCount: string;
  educators: Educator[];
};
const emptyEducator = (): Educator => ({ id: newEntryId(), name: '', address: '', qualifications: '' });
const educatorsSchema = ServiceDetailsRulesSchema.pick({ educators: true });

function EducatorsFields({ readOnly }: StepFieldsProps) {
  const { values } = useFormikContext<EducatorsValues>();
  return (
    <>
      <CountField
        name="educatorCount"
        listName="educators"
        label="Number of educators"
        max={200}
        create={emptyEducator}
        readOnly={readOnly}
      />
      {values.educators.slice(0, countOf(values.educatorCount)).map((educator, index) => (
        <EntryGroup key={educator.id}>
          <legend>Educator {index + 1}</legend>
          <FieldGrid $columns={3}>
            <TextField name={`educators.${index}.name`} label="Full name" required disabled={readOnly} />
            <TextField name={`educators.${index}.address`} label="Address" disabled={readOnly} />
            <TextField name={`educators.${index}.qualifications`} label="Qualifications" disabled={readOnly} />
          </FieldGrid>
        </EntryGroup>
      ))}
    </>
  );
}

export const educatorsStep: StepDefinition<EducatorsValues> = {
  step: 9,
  intro: 'The educators registered at your service.',
  initialValues: (details) => ({
    educatorCount: details.educators.length ? String(details.educators.length) : '',
    educators: details.educators,
  }),
  validate: (values) => {
    const { educators } = formikErrorsFromSchema<{ educators: unknown }>(educatorsSchema, {
      educators: values.educators.slice(0, countOf(values.educatorCount)),
    });
    if (typeof educators === 'string') return { educatorCount: educators };
    return educators ? { educators } : {};
  },
  toSave: (values) => ({ educators: values.educators.slice(0, countOf(values.educatorCount)) }),
  formPath: countPath('educators', 'educatorCount'),
  Fields: EducatorsFields,
};

// ---------------------------------------------------------------------------------------------
// Step 10: employees responsible for the QIP

type EmployeesValues = {
  employeeCount: string;
  employees: Employee[];
};
const emptyEmployee = (): Employee => ({ id: newEntryId(), name: '', position: '' });
const employeesSchema = ServiceDetailsRulesSchema.pick({ employees: true });

function EmployeesFields({ readOnly }: StepFieldsProps) {
  const { values } = useFormikContext<EmployeesValues>();
  return (
    <>
      <CountField
        name="employeeCount"
        listName="employees"
        label="Number of employees"
        max={100}
        create={emptyEmployee}
        readOnly={readOnly}
      />
      {values.employees.slice(0, countOf(values.employeeCount)).map((employee, index) => (
        <EntryGroup key={employee.id}>
          <legend>Employee {index + 1}</legend>
          <FieldGrid>
            <TextField name={`employees.${index}.name`} label="Name" required disabled={readOnly} />
            <TextField name={`employees.${index}.position`} label="Position" required disabled={readOnly} />
          </FieldGrid>
        </EntryGroup>
      ))}
    </>
  );
}

export const employeesStep: StepDefinition<EmployeesValues> = {
  step: 10,
  intro: 'The people who will work on your QIP.',
  initialValues: (details) => ({
    employeeCount: details.employees.length ? String(details.employees.length) : '',
    employees: details.employees,
  }),
  validate: (values) => {
    const { employees } = formikErrorsFromSchema<{ employees: unknown }>(employeesSchema, {
      employees: values.employees.slice(0, countOf(values.employeeCount)),
    });
    if (typeof employees === 'string') return { employeeCount: employees };
    return employees ? { employees } : {};
  },
  toSave: (values) => ({ employees: values.employees.slice(0, countOf(values.employeeCount)) }),
  formPath: countPath('employees', 'employeeCount'),
  Fields: EmployeesFields,
};
