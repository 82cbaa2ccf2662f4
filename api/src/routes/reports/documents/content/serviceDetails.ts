import type { Block } from '../../../../shared/documents/model';
import type { SourcePerson, SourceService } from '../source';
import { nothingYet } from './common';

// The template's opening sections: service details (with the educational leader), operating
// hours, additional information and the statement of philosophy.

const personRow = (role: string, person: SourcePerson) => [role, person.name, person.phone, person.email];

const listOrNone = (items: readonly string[]) => (items.length > 0 ? items.join('\n') : 'Not given');

/** Paragraphs of a text as written (blank lines separate them). */
export const paragraphsOf = (text: string): Block[] =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ kind: 'paragraph', text: part }));

export function serviceDetailsBlocks(service: SourceService): Block[] {
  return [
    { kind: 'heading', level: 1, text: 'Service details' },
    {
      kind: 'facts',
      rows: [
        ['Service name', service.name],
        ['Service approval number', service.approvalNumber],
        ['Service type', service.serviceType],
        ['Physical location', service.location],
        ['Postal address', service.postal],
        ['Telephone', service.phone],
        ['Email', service.email],
      ],
    },
    { kind: 'heading', level: 2, text: 'Key people' },
    {
      kind: 'table',
      columns: [
        { title: 'Role', weight: 24 },
        { title: 'Name', weight: 24 },
        { title: 'Telephone', weight: 20 },
        { title: 'Email', weight: 32 },
      ],
      rows: [
        personRow('Approved provider', service.provider),
        personRow('Nominated supervisor', service.supervisor),
        personRow('Educational leader', service.leader),
      ],
    },
    { kind: 'heading', level: 2, text: 'Operating hours' },
    service.operatingHours.length > 0
      ? {
          kind: 'table',
          columns: [
            { title: 'Day', weight: 40 },
            { title: 'Hours', weight: 60 },
          ],
          rows: service.operatingHours.map(([day, hours]) => [day, hours]),
        }
      : nothingYet('Operating hours are not given.'),
    { kind: 'heading', level: 2, text: 'Additional information' },
    {
      kind: 'facts',
      rows: [
        ['Room groupings', listOrNone(service.rooms)],
        ['Educators', listOrNone(service.educators)],
        ['Responsible for the QIP', listOrNone(service.employees)],
        ...(service.additionalInfo.trim() ? [['Other information', service.additionalInfo.trim()] as const] : []),
      ],
    },
    { kind: 'pageBreak' },
    { kind: 'heading', level: 1, text: 'Statement of philosophy' },
    ...(service.philosophy.trim() ? paragraphsOf(service.philosophy) : [nothingYet('Not given.')]),
  ];
}
