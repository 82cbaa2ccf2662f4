import type { ServiceDetailsFields } from '@qip/shared-contracts';
import type { ServiceDetailsTable } from '../db/schema';

// Where each field of the Service entity is stored: the name, approval number and type on
// `centers`, the wizard's other fields in `service_details` (free text as columns, lists as JSON text).

export type TextField = Exclude<
  keyof ServiceDetailsFields,
  | 'name'
  | 'approvalNumber'
  | 'serviceCatId'
  | 'operatingHours'
  | 'outsideSchoolHours'
  | 'vacationCareHours'
  | 'rooms'
  | 'educators'
  | 'employees'
>;
export type ListField =
  'operatingHours' | 'outsideSchoolHours' | 'vacationCareHours' | 'rooms' | 'educators' | 'employees';

export const TEXT_COLUMNS: Record<TextField, keyof ServiceDetailsTable> = {
  locationStreet: 'location_street',
  locationSuburb: 'location_suburb',
  locationState: 'location_state',
  locationPostalCode: 'location_postal_code',
  postalStreet: 'postal_street',
  postalSuburb: 'postal_suburb',
  postalState: 'postal_state',
  postalCode: 'postal_code',
  contactPhoneNum: 'contact_phone_num',
  contactMobileNum: 'contact_mobile_num',
  contactFaxNum: 'contact_fax_num',
  contactEmail: 'contact_email',
  contactAdditionalEmail: 'contact_additional_email',
  providerFirstName: 'provider_first_name',
  providerLastName: 'provider_last_name',
  providerPhoneNum: 'provider_phone_num',
  providerMobileNum: 'provider_mobile_num',
  providerFaxNum: 'provider_fax_num',
  providerEmail: 'provider_email',
  supervisorFirstName: 'supervisor_first_name',
  supervisorLastName: 'supervisor_last_name',
  supervisorPhoneNum: 'supervisor_phone_num',
  supervisorMobileNum: 'supervisor_mobile_num',
  supervisorFaxNum: 'supervisor_fax_num',
  supervisorEmail: 'supervisor_email',
  leaderFirstName: 'leader_first_name',
  leaderLastName: 'leader_last_name',
  leaderPhoneNum: 'leader_phone_num',
  leaderMobileNum: 'leader_mobile_num',
  leaderFaxNum: 'leader_fax_num',
  leaderEmail: 'leader_email',
  additionalInfo: 'additional_info',
  philosophy: 'philosophy',
};

export const LIST_COLUMNS: Record<ListField, keyof ServiceDetailsTable> = {
  operatingHours: 'operating_hours',
  outsideSchoolHours: 'outside_school_hours',
  vacationCareHours: 'vacation_care_hours',
  rooms: 'rooms',
  educators: 'educators',
  employees: 'employees',
};
