import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWizard } from '../../../testing/renderWizard';
import { newServiceDetails } from '@qip/shared-ui/testing';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save step' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });
const errorsShown = (message: string) => screen.findAllByText(message, { exact: true });

describe('step 0: service name, approval number and type', () => {
  it('requires the name and approval number', async () => {
    const { saved } = renderWizard({ route: '/qip/nqa/service-details/0' });
    await stepHeading('Service details');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Service name' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Service approval number' }));
    await save();
    expect(await errorsShown('This field is required.')).toHaveLength(2);
    expect(saved).toEqual([]);
  });

  it('is read-only for a member: only an administrator changes these', async () => {
    renderWizard({ route: '/qip/nqa/service-details/0', role: 'member' });
    await stepHeading('Service details');
    expect(screen.getByRole('textbox', { name: 'Service name' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Service type' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save step' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only an administrator of this service can change/)).toBeInTheDocument();
  });
});

describe('step 1: physical location', () => {
  it('requires street and suburb, trims on blur, saves and moves on to step 2', async () => {
    const { saved, platform } = renderWizard({ route: '/qip/nqa/service-details/1' });
    await stepHeading('Physical location');
    await save();
    expect(await errorsShown('This field is required.')).toHaveLength(2);
    expect(saved).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Street address' }), '  1 Oxford St  ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Suburb' }), 'Paddington');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State or territory' }), 'NSW');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postcode' }), '20a21');
    await save();

    await stepHeading('Postal address');
    expect(saved).toEqual([
      { locationStreet: '1 Oxford St', locationSuburb: 'Paddington', locationState: 'NSW', locationPostalCode: '2021' },
    ]);
    expect(platform.published).toContainEqual({
      type: 'data.changed',
      payload: { entity: 'service-details', centerId: 'center-paddington' },
    });
    expect(platform.published).toContainEqual({
      type: 'toast',
      payload: { kind: 'success', message: 'Changes saved!' },
    });
  });
});

describe('step 2: postal address', () => {
  it('copies the physical location on request, and requires street and suburb', async () => {
    const { saved } = renderWizard({
      route: '/qip/nqa/service-details/2',
      details: newServiceDetails({ locationStreet: '1 Oxford St', locationSuburb: 'Paddington', locationState: 'NSW' }),
    });
    await stepHeading('Postal address');
    await save();
    expect(await errorsShown('This field is required.')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Same as the physical location' }));
    expect(screen.getByRole('textbox', { name: 'Street address or PO Box' })).toHaveValue('1 Oxford St');
    await save();
    await stepHeading('Service contact details');
    expect(saved[0]).toMatchObject({ postalStreet: '1 Oxford St', postalSuburb: 'Paddington', postalState: 'NSW' });
  });
});

describe('step 3: service contact details', () => {
  it('takes only digits, hyphen, parentheses and plus in phones, and checks the email', async () => {
    const { saved } = renderWizard({ route: '/qip/nqa/service-details/3' });
    await stepHeading('Service contact details');
    await save();
    expect(await errorsShown('This field is required.')).toHaveLength(2);

    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '+61 (2) 9555-0101 ext');
    expect(phone).toHaveValue('+61(2)9555-0101');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'hello at paddington');
    await save();
    expect(await screen.findByText('Please provide a valid email address')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe.each([
  [4, 'Approved Provider', 'provider'],
  [5, 'Nominated Supervisor', 'supervisor'],
  [6, 'Educational leader', 'leader'],
])('step %i: %s', (step, title, prefix) => {
  it('requires first name, last name, phone and email', async () => {
    const { saved } = renderWizard({ route: `/qip/nqa/service-details/${step}` });
    await stepHeading(title);
    await save();
    expect(await errorsShown('This field is required.')).toHaveLength(4);

    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Mei');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lin');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0295550104');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'mei@sunshine.test');
    await save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      [`${prefix}FirstName`]: 'Mei',
      [`${prefix}LastName`]: 'Lin',
      [`${prefix}PhoneNum`]: '0295550104',
      [`${prefix}Email`]: 'mei@sunshine.test',
    });
  });
});

describe('step 7: operating hours', () => {
  // Many time pickers of 96 quarter hours each: fields are found by their role and name.
  const field = (name: string) =>
    screen.getByRole(name.includes(' time') || name.includes('session') ? 'combobox' : 'checkbox', { name });

  it("offers the spec's defaults and saves them", async () => {
    const { saved } = renderWizard({ route: '/qip/nqa/service-details/7' });
    await stepHeading('Operating hours');
    expect(field('Monday')).toBeChecked();
    expect(field('Saturday')).not.toBeChecked();
    expect(field('Monday opening time')).toHaveValue('6:00 AM');
    expect(field('Monday closing time')).toHaveValue('7:00 PM');
    expect(field('Saturday opening time')).toBeDisabled();
    expect(field('Sunday session 2 finish')).toHaveValue('7:00 AM');
    expect(field('Open 24 hours on Saturday')).toBeChecked();
    expect(field('Open 24 hours on Friday')).not.toBeChecked();
    expect(field('Saturday vacation care opening time')).toBeDisabled();

    await save();
    await stepHeading('Additional information and room grouping');
    expect(saved[0]?.operatingHours?.[0]).toEqual({
      day: 'Monday',
      openTime: '6:00 AM',
      closeTime: '7:00 PM',
      working: true,
    });
    expect(saved[0]?.vacationCareHours?.[6]).toMatchObject({ day: 'Sunday', open24Hours: true });
  }, 20000);

  it('says when a day closes before it opens', async () => {
    const { saved } = renderWizard({ route: '/qip/nqa/service-details/7' });
    await stepHeading('Operating hours');
    await userEvent.selectOptions(field('Monday closing time'), '5:00 AM');
    await save();
    expect(await screen.findByText('The closing time must be after the opening time.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  }, 20000);
});

describe('step 8: additional information and room grouping', () => {
  it('needs a number of rooms and a valid age range for each', async () => {
    const { saved } = renderWizard({ route: '/qip/nqa/service-details/8' });
    await stepHeading('Additional information and room grouping');
    await save();
    expect(await screen.findByText('Please enter number of rooms available at your center.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Number of rooms' }), '3');
    const room = (n: number) => within(screen.getByRole('group', { name: `Room ${n}` }));
    await userEvent.type(room(1).getByRole('textbox', { name: 'From age (years)' }), '4');
    await userEvent.type(room(1).getByRole('textbox', { name: 'To age (years)' }), '2');
    await userEvent.type(room(1).getByRole('textbox', { name: 'Capacity' }), '10');
    await userEvent.type(room(2).getByRole('textbox', { name: 'From age (years)' }), '0');
    await userEvent.type(room(2).getByRole('textbox', { name: 'To age (years)' }), '0');
    await userEvent.type(room(2).getByRole('textbox', { name: 'Capacity' }), '10');
    await save();
    expect(await room(1).findByText('Invalid Age Range')).toBeInTheDocument();
    expect(room(2).getByText('These fields are required')).toBeInTheDocument();
    expect(room(3).getAllByText('These fields are required.').length).toBeGreaterThan(0);
    expect(saved).toEqual([]);

    await userEvent.clear(room(1).getByRole('textbox', { name: 'To age (years)' }));
    await userEvent.type(room(1).getByRole('textbox', { name: 'To age (years)' }), '5');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Number of rooms' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Number of rooms' }), '1');
    await save();
    await stepHeading('Number of educators');
    expect(saved).toEqual([{ additionalInfo: '', rooms: [{ roomNumber: 1, fromAge: 4, toAge: 5, capacity: 10 }] }]);
  });

  it('checks the age range even while the capacity is still missing', async () => {
    renderWizard({ route: '/qip/nqa/service-details/8' });
    await stepHeading('Additional information and room grouping');
    await userEvent.type(screen.getByRole('textbox', { name: 'Number of rooms' }), '1');
    const room = within(screen.getByRole('group', { name: 'Room 1' }));
    await userEvent.type(room.getByRole('textbox', { name: 'From age (years)' }), '4');
    await userEvent.type(room.getByRole('textbox', { name: 'To age (years)' }), '2');
    await save();
    expect(await room.findByText('Invalid Age Range')).toBeInTheDocument();
    expect(room.getByText('This field is required.')).toBeInTheDocument();
  });

  it('keeps what was typed for a room when the count is retyped', async () => {
    renderWizard({ route: '/qip/nqa/service-details/8' });
    await stepHeading('Additional information and room grouping');
    const count = screen.getByRole('textbox', { name: 'Number of rooms' });
    await userEvent.type(count, '2');
    await userEvent.type(
      within(screen.getByRole('group', { name: 'Room 2' })).getByRole('textbox', { name: 'Capacity' }),
      '18',
    );
    await userEvent.clear(count);
    expect(screen.queryByRole('group', { name: 'Room 2' })).not.toBeInTheDocument();
    await userEvent.type(count, '2');
    expect(
      within(screen.getByRole('group', { name: 'Room 2' })).getByRole('textbox', { name: 'Capacity' }),
    ).toHaveValue('18');
  });
});

describe('step 9: number of educators', () => {
  it('needs a number of educators and each one’s full name', async () => {
    const { saved } = renderWizard({ route: '/qip/nqa/service-details/9' });
    await stepHeading('Number of educators');
    await save();
    expect(
      await screen.findByText('Please provide number of educators registered at your service.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Number of educators' }), '2');
    await save();
    expect(await errorsShown('This field is required.')).toHaveLength(2);
    const educator = (n: number) => within(screen.getByRole('group', { name: `Educator ${n}` }));
    await userEvent.type(educator(1).getByRole('textbox', { name: 'Full name' }), 'Sam Taylor');
    await userEvent.type(educator(1).getByRole('textbox', { name: 'Qualifications' }), 'Diploma');
    await userEvent.type(educator(2).getByRole('textbox', { name: 'Full name' }), 'Ari Jones');
    await save();
    await stepHeading('Employees responsible for the QIP');
    expect(saved[0]?.educators?.map((item) => [item.name, item.qualifications])).toEqual([
      ['Sam Taylor', 'Diploma'],
      ['Ari Jones', ''],
    ]);
  });
});

describe('step 10: employees responsible for the QIP', () => {
  it('needs a number of employees and each one’s name and position', async () => {
    const { saved } = renderWizard({ route: '/qip/nqa/service-details/10' });
    await stepHeading('Employees responsible for the QIP');
    await save();
    expect(
      await screen.findByText('Please provide number of employees that will work on your QIP.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Number of employees' }), '1');
    await save();
    expect(await errorsShown('This field is required.')).toHaveLength(2);
    const employee = within(screen.getByRole('group', { name: 'Employee 1' }));
    await userEvent.type(employee.getByRole('textbox', { name: 'Name' }), 'Mei Lin');
    await userEvent.type(employee.getByRole('textbox', { name: 'Position' }), 'Educational leader');
    await save();
    await stepHeading('Statement of philosophy');
    expect(saved[0]?.employees?.[0]).toMatchObject({ name: 'Mei Lin', position: 'Educational leader' });
  });
});

describe('step 11: statement of philosophy', () => {
  it('requires the philosophy and moves on to the logo', async () => {
    const { saved } = renderWizard({ route: '/qip/nqa/service-details/11' });
    await stepHeading('Statement of philosophy');
    await save();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Statement of philosophy' }), 'We learn through play.');
    await save();
    await stepHeading('Logo upload');
    expect(saved).toEqual([{ philosophy: 'We learn through play.' }]);
  });
});
