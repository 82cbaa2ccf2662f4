import { ServiceDetailsSchema } from '@qip/shared-contracts';
import { VIEWER_READ_ONLY } from '../src/plugins/auth';
import { testDialects } from './helpers/databases';
import { COMPLETE_STEPS } from './helpers/serviceDetails';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';
import { errorOf, jsonOf } from './helpers/json';
import { anyOf } from './helpers/matchers';

describe.each(testDialects())('service details: GET and PUT /api/center/{id} (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  const get = (token: string, id: string) => t.as(token, { method: 'GET', url: `/api/center/${id}` });
  const put = (token: string, id: string, payload: object) =>
    t.as(token, { method: 'PUT', url: `/api/center/${id}`, payload });

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  it("answers a new service's details: what the seed gave, nothing else yet, and what is missing", async () => {
    const response = await get(u.bluegum, u.bluegumCenter);
    expect(response.statusCode).toBe(200);
    const details = jsonOf(response, ServiceDetailsSchema);
    expect(details).toMatchObject({
      id: u.bluegumCenter,
      name: 'Bluegum Kindergarten Ringwood',
      approvalNumber: 'SE-30020001',
      serviceCatId: 3,
      status: 'active',
      hasSub: false,
      has_qip: true,
      locationStreet: '',
      postalStreet: '',
      operatingHours: [],
      rooms: [],
      educators: [],
      employees: [],
      philosophy: '',
      logo: null,
      updatedAt: null,
    });
    expect(details.diffTime).toBeGreaterThan(0);
    expect(details.completeness).toEqual({
      percent: 11,
      missing: [
        'Physical location',
        'Postal address',
        'Service contact details',
        'Approved Provider',
        'Nominated Supervisor',
        'Educational leader',
        'Operating hours',
        'Room grouping',
        'Number of educators',
        'Employees responsible for the QIP',
        'Statement of philosophy',
      ],
    });
  });

  it('saves step by step, keeps what each step does not send, and reaches 100%', async () => {
    let percent = 11;
    for (const step of COMPLETE_STEPS) {
      const response = await put(u.bluegum, u.bluegumCenter, step);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject(step);
      const { completeness } = jsonOf(response, ServiceDetailsSchema);
      expect(completeness.percent).toBeGreaterThan(percent);
      percent = completeness.percent;
    }
    const details = jsonOf(await get(u.bluegum, u.bluegumCenter), ServiceDetailsSchema);
    expect(details.completeness).toEqual({ percent: 100, missing: [] });
    expect(details).toMatchObject({
      locationStreet: '14 Wattle Grove',
      postalStreet: 'PO Box 88',
      locationState: 'VIC',
    });
    expect(details.operatingHours[0]).toEqual({
      day: 'Monday',
      openTime: '6:00 AM',
      closeTime: '7:00 PM',
      working: true,
    });
    expect(details.updatedAt).toEqual(anyOf(String));
  });

  it('trims what it stores', async () => {
    const response = await put(u.director, u.newtown, { locationStreet: '  2 King St  ', locationSuburb: ' Newtown ' });
    expect(response.json()).toMatchObject({ locationStreet: '2 King St', locationSuburb: 'Newtown' });
  });

  it.each([
    [{ locationStreet: '   ', locationSuburb: 'Newtown' }, 'body.locationStreet', 'This field is required.'],
    [
      { contactPhoneNum: '02 9555 abc', contactEmail: 'a@b.co' },
      'body.contactPhoneNum',
      'Phone numbers can only contain digits, hyphens, parentheses and a plus sign.',
    ],
    [
      { contactPhoneNum: '0295550101', contactEmail: 'not-an-email' },
      'body.contactEmail',
      'Please provide a valid email address',
    ],
    [{ locationState: 'XYZ' }, 'body.locationState', 'Choose one of NSW, QLD, SA, TAS, VIC, WA, ACT, NT.'],
    [{ rooms: [] }, 'body.rooms', 'Please enter number of rooms available at your center.'],
    [{ rooms: [{ roomNumber: 1, fromAge: 4, toAge: 2, capacity: 10 }] }, 'body.rooms.0.toAge', 'Invalid Age Range'],
    [
      { rooms: [{ roomNumber: 1, fromAge: 0, toAge: 0, capacity: 10 }] },
      'body.rooms.0.toAge',
      'These fields are required',
    ],
    [{ educators: [] }, 'body.educators', 'Please provide number of educators registered at your service.'],
    [
      { educators: [{ id: 'e1', name: ' ', address: '', qualifications: '' }] },
      'body.educators.0.name',
      'This field is required.',
    ],
    [{ employees: [] }, 'body.employees', 'Please provide number of employees that will work on your QIP.'],
    [{ employees: [{ id: 'p1', name: 'Mei', position: '' }] }, 'body.employees.0.position', 'This field is required.'],
    [{ philosophy: '' }, 'body.philosophy', 'This field is required.'],
    [
      { serviceCatId: 9 },
      'body.serviceCatId',
      'Choose one of the service types (Long Daycare, Family Daycare, Pre-school, OOSH).',
    ],
    [{}, 'body', 'Nothing to save.'],
  ])('refuses %j with 400 naming %s, and writes nothing', async (payload, field, message) => {
    const before = jsonOf(await get(u.director, u.newtown), ServiceDetailsSchema);
    const response = await put(u.director, u.newtown, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toContainEqual({ field, message });
    expect(jsonOf(await get(u.director, u.newtown), ServiceDetailsSchema)).toEqual(before);
  });

  it('refuses hours that are not in h:mm A or close before they open', async () => {
    const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
      day,
      openTime: '6:00 AM',
      closeTime: '7:00 PM',
      working: true,
    }));
    const badFormat = await put(u.director, u.newtown, {
      operatingHours: [{ ...week[0], openTime: '06:00' }, ...week.slice(1)],
    });
    expect(errorOf(badFormat).fields).toContainEqual({
      field: 'body.operatingHours.0.openTime',
      message: 'Please choose a time.',
    });
    const backwards = await put(u.director, u.newtown, {
      operatingHours: [{ ...week[0], closeTime: '5:00 AM' }, ...week.slice(1)],
    });
    expect(errorOf(backwards).fields).toContainEqual({
      field: 'body.operatingHours.0.closeTime',
      message: 'The closing time must be after the opening time.',
    });
    const shortWeek = await put(u.director, u.newtown, { operatingHours: week.slice(0, 5) });
    expect(shortWeek.statusCode).toBe(400);
  });

  it("refuses another tenant's service (403) and a caller without a session (401)", async () => {
    expect((await get(u.bluegum, u.newtown)).statusCode).toBe(403);
    const refused = await put(u.bluegum, u.newtown, { locationStreet: 'Hijacked', locationSuburb: 'Nowhere' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('You do not have access to this service.');
    expect(jsonOf(await get(u.director, u.newtown), ServiceDetailsSchema).locationStreet).not.toBe('Hijacked');
    expect((await t.app.inject({ method: 'GET', url: `/api/center/${u.newtown}` })).statusCode).toBe(401);
  });

  it('lets a member save the details, but only an administrator change the name, approval number or type', async () => {
    const details = await put(u.educator, u.newtown, {
      contactPhoneNum: '0295550101',
      contactEmail: 'newtown@sunshine.test',
    });
    expect(details.statusCode).toBe(200);

    const rename = await put(u.educator, u.newtown, { name: 'Renamed by an educator' });
    expect(rename.statusCode).toBe(403);
    expect(errorOf(rename).message).toBe('Only an administrator of this service can do this.');
    expect(jsonOf(await get(u.director, u.newtown), ServiceDetailsSchema).name).toBe('Sunshine Newtown');

    const byAdmin = await put(u.director, u.newtown, {
      name: 'Sunshine Newtown',
      approvalNumber: 'SE-40012002',
      serviceCatId: 2,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ serviceCatId: 2 });
  });

  it('refuses a save from a viewer session (read-only)', async () => {
    expect((await get(u.viewer, u.newtown)).statusCode).toBe(200);
    const response = await put(u.viewer, u.newtown, { philosophy: 'Written while viewing' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe(VIEWER_READ_ONLY);
  });
});
