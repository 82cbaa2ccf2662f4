import { SatServiceDetailsSchema } from './serviceDetails';

const blank = {
  name: '',
  approvalNumber: '',
  serviceCatId: '',
  locationStreet: '',
  locationSuburb: '',
  locationState: '',
  locationPostalCode: '',
  supervisorFirstName: '',
  supervisorLastName: '',
  supervisorEmail: '',
  supervisorPhoneNum: '',
} as const;

describe('the SAT page service details rule', () => {
  it('requires the name, approval number, street, suburb and the supervisor’s names, email and phone', () => {
    const result = SatServiceDetailsSchema.safeParse(blank);
    expect(result.success).toBe(false);
    // A field may fail two checks (an empty email is also not an email): each field once.
    const missing = [...new Set(result.error?.issues.map((issue) => issue.path.join('.')))].sort();
    expect(missing).toEqual(
      [
        'approvalNumber',
        'locationStreet',
        'locationSuburb',
        'name',
        'supervisorEmail',
        'supervisorFirstName',
        'supervisorLastName',
        'supervisorPhoneNum',
      ].sort(),
    );
  });

  it('accepts them with no type, state or postcode, and keeps the wizard’s formats', () => {
    const given = {
      ...blank,
      name: 'Sunshine Paddington',
      approvalNumber: 'SE-40012001',
      locationStreet: '12 Latrobe Terrace',
      locationSuburb: 'Paddington',
      supervisorFirstName: 'Dana',
      supervisorLastName: 'Whitfield',
      supervisorEmail: 'dana@sunshine.test',
      supervisorPhoneNum: '07-3300-1234',
    };
    expect(SatServiceDetailsSchema.safeParse(given).success).toBe(true);
    expect(SatServiceDetailsSchema.safeParse({ ...given, supervisorEmail: 'dana at sunshine' }).success).toBe(false);
    expect(SatServiceDetailsSchema.safeParse({ ...given, locationPostalCode: '40' }).success).toBe(false);
  });
});
