import type { ServiceDetailsSave } from '@qip/shared-contracts';
import { defaultOperatingHours, defaultOutsideSchoolHours, defaultVacationCareHours } from '@qip/shared-contracts';

/** Each wizard step's save, as the wizard sends it, for a centre whose details become complete. */
export const COMPLETE_STEPS: ServiceDetailsSave[] = [
  { locationStreet: '14 Wattle Grove', locationSuburb: 'Ringwood', locationState: 'VIC', locationPostalCode: '3134' },
  { postalStreet: 'PO Box 88', postalSuburb: 'Ringwood', postalState: 'VIC', postalCode: '3134' },
  { contactPhoneNum: '(03)9870-1234', contactEmail: 'hello@bluegum.test', contactMobileNum: '+61412345678' },
  {
    providerFirstName: 'Priya',
    providerLastName: 'Sharma',
    providerEmail: 'priya@bluegum.test',
    providerPhoneNum: '0398701234',
  },
  {
    supervisorFirstName: 'Tom',
    supervisorLastName: 'Okafor',
    supervisorEmail: 'tom@bluegum.test',
    supervisorPhoneNum: '0398701235',
  },
  { leaderFirstName: 'Mei', leaderLastName: 'Lin', leaderEmail: 'mei@bluegum.test', leaderPhoneNum: '0398701236' },
  {
    operatingHours: defaultOperatingHours(),
    outsideSchoolHours: defaultOutsideSchoolHours(),
    vacationCareHours: defaultVacationCareHours(),
  },
  {
    additionalInfo: 'Bush kinder every Friday.',
    rooms: [
      { roomNumber: 1, fromAge: 0, toAge: 2, capacity: 12 },
      { roomNumber: 2, fromAge: 3, toAge: 5, capacity: 22 },
    ],
  },
  { educators: [{ id: 'e1', name: 'Sam Taylor', address: '', qualifications: 'Diploma of ECEC' }] },
  { employees: [{ id: 'p1', name: 'Mei Lin', position: 'Educational leader' }] },
  { philosophy: 'Children learn through play, in nature and with their families.' },
];
