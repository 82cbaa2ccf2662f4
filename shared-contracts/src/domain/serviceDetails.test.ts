import {
  defaultOperatingHours,
  defaultOutsideSchoolHours,
  defaultVacationCareHours,
  formatTime,
  isTimeAfter,
  minutesOfTime,
  missingServiceDetails,
  nextStepAfterSave,
  roomAgeRangeError,
  serviceDetailsCompleteness,
  stepCompletion,
  timeOptions,
  type ServiceDetailsFacts,
} from './serviceDetails';

const empty: ServiceDetailsFacts = {
  name: 'Bluegum Kindergarten Ringwood',
  approvalNumber: 'SE-30020001',
  serviceCatId: 3,
  locationStreet: '',
  locationSuburb: '',
  postalStreet: '',
  postalSuburb: '',
  contactPhoneNum: '',
  contactEmail: '',
  providerFirstName: '',
  providerLastName: '',
  providerEmail: '',
  providerPhoneNum: '',
  supervisorFirstName: '',
  supervisorLastName: '',
  supervisorEmail: '',
  supervisorPhoneNum: '',
  leaderFirstName: '',
  leaderLastName: '',
  leaderEmail: '',
  leaderPhoneNum: '',
  operatingHours: [],
  rooms: [],
  educators: [],
  employees: [],
  philosophy: '',
  logo: null,
};

const person = (prefix: 'provider' | 'supervisor' | 'leader') =>
  ({
    [`${prefix}FirstName`]: 'Mei',
    [`${prefix}LastName`]: 'Lin',
    [`${prefix}Email`]: 'mei@bluegum.test',
    [`${prefix}PhoneNum`]: '0398701236',
  }) as Partial<ServiceDetailsFacts>;

const complete: ServiceDetailsFacts = {
  ...empty,
  locationStreet: '14 Wattle Grove',
  locationSuburb: 'Ringwood',
  postalStreet: 'PO Box 88',
  postalSuburb: 'Ringwood',
  contactPhoneNum: '0398701234',
  contactEmail: 'hello@bluegum.test',
  ...person('provider'),
  ...person('supervisor'),
  ...person('leader'),
  operatingHours: defaultOperatingHours(),
  rooms: [{ roomNumber: 1, fromAge: 3, toAge: 5, capacity: 22 }],
  educators: [{ id: 'e1', name: 'Sam Taylor', address: '', qualifications: '' }],
  employees: [{ id: 'p1', name: 'Mei Lin', position: 'Leader' }],
  philosophy: 'Play.',
};

describe('wizard step completion (spec section 4)', () => {
  it('a new service has only step 0 complete', () => {
    expect(stepCompletion(empty)).toEqual([true, ...Array<boolean>(12).fill(false)]);
  });

  it('every step is complete once everything, the logo included, is given', () => {
    expect(stepCompletion({ ...complete, logo: { id: 'l1' } })).toEqual(Array(13).fill(true));
    expect(stepCompletion(complete)[12]).toBe(false);
  });

  it('needs both parts of an address and every part of a person, ignoring blanks', () => {
    expect(stepCompletion({ ...complete, locationSuburb: '  ' })[1]).toBe(false);
    expect(stepCompletion({ ...complete, supervisorEmail: '' })[5]).toBe(false);
    expect(stepCompletion({ ...complete, serviceCatId: null })[0]).toBe(false);
  });

  it('counts the hours step as complete while signing up (not signed in)', () => {
    expect(stepCompletion(empty, { signedIn: false })[7]).toBe(true);
  });

  it('a save moves on to the next step, and the logo step stays', () => {
    expect([0, 1, 2, 3, 10, 11, 12].map(nextStepAfterSave)).toEqual([1, 2, 3, 4, 11, 12, 12]);
  });
});

describe('service details completeness (spec section 4)', () => {
  it('is 100% with nothing missing when every detail is given (the logo is not one)', () => {
    expect(serviceDetailsCompleteness(complete)).toEqual({ percent: 100, missing: [] });
  });

  it("names what is missing in a director's words, in wizard order, with the step", () => {
    const partly = { ...complete, postalStreet: '', rooms: [], philosophy: ' ' };
    expect(serviceDetailsCompleteness(partly)).toEqual({
      percent: 88,
      missing: ['Postal address', 'Room grouping', 'Statement of philosophy'],
    });
    expect(missingServiceDetails(partly)).toEqual([
      { label: 'Postal address', step: 2 },
      { label: 'Room grouping', step: 8 },
      { label: 'Statement of philosophy', step: 11 },
    ]);
  });

  it('rounds down, so a nearly complete service never shows 100%', () => {
    const { percent } = serviceDetailsCompleteness({ ...complete, leaderPhoneNum: '' });
    expect(percent).toBe(96);
  });

  it("gives a new service's percentage from its name, approval number and type", () => {
    expect(serviceDetailsCompleteness(empty).percent).toBe(11);
  });
});

describe('times in h:mm A', () => {
  it('formats and reads quarter hours of the 12-hour clock', () => {
    expect([0, 390, 720, 1140, 1425].map(formatTime)).toEqual([
      '12:00 AM',
      '6:30 AM',
      '12:00 PM',
      '7:00 PM',
      '11:45 PM',
    ]);
    expect(minutesOfTime('7:00 PM')).toBe(1140);
    expect(minutesOfTime('12:15 AM')).toBe(15);
    expect(minutesOfTime('06:00')).toBeNull();
    expect(timeOptions()).toHaveLength(96);
    expect(isTimeAfter('7:00 PM', '6:00 AM')).toBe(true);
    expect(isTimeAfter('6:00 AM', '6:00 AM')).toBe(false);
  });
});

describe('the default hours (spec section 9)', () => {
  it('open 6:00 AM to 7:00 PM on weekdays, with sessions and vacation care as the spec gives them', () => {
    expect(defaultOperatingHours().map((day) => [day.day, day.working])).toEqual([
      ['Monday', true],
      ['Tuesday', true],
      ['Wednesday', true],
      ['Thursday', true],
      ['Friday', true],
      ['Saturday', false],
      ['Sunday', false],
    ]);
    expect(defaultOperatingHours()[0]).toMatchObject({ openTime: '6:00 AM', closeTime: '7:00 PM' });
    expect(defaultOutsideSchoolHours()[3]).toEqual({
      day: 'Thursday',
      session1Start: '6:00 AM',
      session1Finish: '7:00 AM',
      session2Start: '6:00 AM',
      session2Finish: '7:00 AM',
    });
    expect(
      defaultVacationCareHours()
        .filter((day) => day.open24Hours)
        .map((day) => day.day),
    ).toEqual(['Saturday', 'Sunday']);
  });
});

describe('room age ranges (spec section 5)', () => {
  it.each([
    [{ fromAge: '', toAge: 3 }, 'These fields are required.'],
    [{ fromAge: 0, toAge: 0 }, 'These fields are required'],
    [{ fromAge: 4, toAge: 2 }, 'Invalid Age Range'],
    [{ fromAge: 0, toAge: 2 }, null],
    [{ fromAge: 3, toAge: 3 }, null],
  ] as const)('%j gives %p', (room, message) => {
    expect(roomAgeRangeError(room)).toBe(message);
  });
});
