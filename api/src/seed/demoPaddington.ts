import { defaultOperatingHours, defaultOutsideSchoolHours, defaultVacationCareHours } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database, TasksTable } from '../db/schema';
import type { StorageDriver } from '../plugins/storage/types';
import { newId } from '../lib/ids';
import { addDays, isoNow } from '../lib/time';
import { currentNqsRowsVersionId } from '../shared/nqs.repository';
import { playgroundPhoto, sunshineLogo } from './demoImages';

// Sunshine Paddington, the paid Portal + Mentoring service, as a newcomer should find it: its
// service details complete with a logo, and a QIP well under way (most questions answered, notes,
// goals and strategies, goal and evidence tasks, evidence, SAT strengths, laws recorded), so its
// full report is a convincing document on first start.

export const DEMO_QIP_CENTER = 'Sunshine Paddington';

interface PaddingtonSeed {
  centerId: string;
  directorId: string;
  educatorId: string;
  now: Date;
  /** Where the logo and evidence photos go; without it the service has no pictures. */
  storage: Pick<StorageDriver, 'put'> | null;
}

/** Share of each area's questions answered: most, with a few left for the team to finish. */
const SHARE_ANSWERED = 0.85;
/** Mostly Yes, about one in five No, a few Not applicable. */
const ANSWER_CYCLE = [1, 1, 1, 2, 1, 1, 3, 1, 2, 1] as const;

const ISSUES: Record<string, string> = {
  embedded:
    'Practice differs between rooms: the Possums and Koalas rooms do this consistently, the Wombats room has not started yet.',
  critical_reflections:
    'We talk about this informally but have not reflected on it as a team or recorded what we changed as a result.',
  partnerships_with_family:
    'Families told us in the 2025 survey that they would like to be more involved here; only a few currently contribute.',
};

const GOAL_TASKS = [
  {
    name: 'Put it on the team meeting agenda',
    step: 'Each room brings one example to the next team meeting; the educational leader leads the discussion.',
    measure: 'Every room has shared an example and agreed one next step.',
    priority: 'high' as const,
  },
  {
    name: 'Update the room templates',
    step: 'The educational leader revises the programming templates and trials them in the Wombats room first.',
    measure: 'All three rooms use the new templates for a full fortnight.',
    priority: 'medium' as const,
  },
  {
    name: 'Ask families for their views',
    step: 'A short question in the weekly newsletter and a conversation at pick-up, recorded in the family log.',
    measure: 'At least 20 families have responded and their ideas are on the planning wall.',
    priority: 'medium' as const,
  },
  {
    name: 'Review the policy',
    step: 'The nominated supervisor reviews the policy with two educators and shares the draft with families.',
    measure: 'The reviewed policy is signed off and every educator has read it.',
    priority: 'low' as const,
  },
];

const PROGRESS = [
  '',
  'Two of three rooms have started; the Wombats room starts next week.',
  'Done and shared with the team.',
];

const EVIDENCE = [
  {
    title: 'link',
    label: 'Possums room program – March',
    name: 'https://docs.sunshine-early-learning.example/paddington/possums-program-march.pdf',
  },
  {
    title: 'comment',
    label: 'Team meeting minutes – reflection on rest times',
    name: '<p>At the 12 March meeting the team reflected on rest times. We agreed children who do not sleep will have quiet activities in the reading nook, and families were told in the newsletter.</p>',
  },
  {
    title: 'link',
    label: 'Family survey 2025 results',
    name: 'https://docs.sunshine-early-learning.example/paddington/family-survey-2025.pdf',
  },
  { title: 'evidence', label: 'Outdoor play area redesign photos', name: 'outdoor-area.png' },
  {
    title: 'link',
    label: 'Sun safety policy (reviewed 2025)',
    name: 'https://docs.sunshine-early-learning.example/policies/sun-safety.pdf',
  },
  {
    title: 'comment',
    label: "Educational leader's planning cycle guide",
    name: '<p>Our planning cycle: observe, analyse, plan, implement, reflect. Each room documents one cycle per child per term in the learning journal.</p>',
  },
  {
    title: 'link',
    label: 'Koalas learning stories, Term 1',
    name: 'https://docs.sunshine-early-learning.example/paddington/koalas-learning-stories-t1',
  },
  {
    title: 'link',
    label: 'Aboriginal and Torres Strait Islander perspectives plan',
    name: 'https://docs.sunshine-early-learning.example/paddington/reconciliation-action-plan.pdf',
  },
  { title: 'evidence', label: 'Sandpit and garden beds, autumn', name: 'garden-beds.png' },
  {
    title: 'link',
    label: 'Emergency evacuation drill log',
    name: 'https://docs.sunshine-early-learning.example/paddington/evacuation-drills-2025.xlsx',
  },
  {
    title: 'comment',
    label: 'Menu reviewed by the dietitian',
    name: '<p>Our four-week menu was reviewed by a paediatric dietitian in February; the changes (more legumes, less juice) are in place.</p>',
  },
  {
    title: 'link',
    label: 'Child safe code of conduct',
    name: 'https://docs.sunshine-early-learning.example/policies/child-safe-code-of-conduct.pdf',
  },
  {
    title: 'comment',
    label: 'Community garden partnership',
    name: "<p>The Wombats room visits the Paddington community garden fortnightly; the garden's volunteers visit us each term to plant with the children.</p>",
  },
  {
    title: 'link',
    label: 'Parent information night slides',
    name: 'https://docs.sunshine-early-learning.example/paddington/info-night-2025.pdf',
  },
  {
    title: 'comment',
    label: 'Reflective journal – Wombats room',
    name: '<p>Educators in the Wombats room write a weekly reflection; this term they focused on extending children’s interest in insects.</p>',
  },
  {
    title: 'link',
    label: 'Educator professional development register',
    name: 'https://docs.sunshine-early-learning.example/paddington/pd-register.xlsx',
  },
  {
    title: 'link',
    label: 'Sustainability action plan',
    name: 'https://docs.sunshine-early-learning.example/paddington/sustainability-plan.pdf',
  },
  {
    title: 'comment',
    label: 'Transition to school statements',
    name: '<p>Transition statements were written with families for all 18 children starting school, and shared with the schools in November.</p>',
  },
] as const;

const SAT_DESCRIPTIONS = [
  'Every room program links experiences to the learning outcomes, and educators explain the link to families at pick-up.',
  'We reflect as a team each month and record what we change; the minutes show the changes over the year.',
  'Families contribute ideas to the program through the planning wall and our family survey, and we show how we used them.',
];

async function store(seed: PaddingtonSeed, key: string, png: Buffer): Promise<boolean> {
  if (!seed.storage) return false;
  await seed.storage.put(key, png, { contentType: 'image/png' });
  return true;
}

async function seedServiceDetails(db: Kysely<Database>, seed: PaddingtonSeed, stamp: string): Promise<void> {
  const hours = defaultOperatingHours().map((day) => ({ ...day, openTime: '7:00 AM', closeTime: '6:00 PM' }));
  await db
    .insertInto('service_details')
    .values({
      center_id: seed.centerId,
      location_street: '212 Oxford Street',
      location_suburb: 'Paddington',
      location_state: 'NSW',
      location_postal_code: '2021',
      postal_street: 'PO Box 412',
      postal_suburb: 'Paddington',
      postal_state: 'NSW',
      postal_code: '2021',
      contact_phone_num: '(02) 9361 4400',
      contact_mobile_num: '0412 555 014',
      contact_fax_num: '',
      contact_email: 'paddington@sunshine-early-learning.example',
      contact_additional_email: '',
      provider_first_name: 'Dana',
      provider_last_name: 'Whitfield',
      provider_phone_num: '(02) 9361 4401',
      provider_mobile_num: '',
      provider_fax_num: '',
      provider_email: 'director@sunshine.test',
      supervisor_first_name: 'Grace',
      supervisor_last_name: 'Oduya',
      supervisor_phone_num: '(02) 9361 4402',
      supervisor_mobile_num: '',
      supervisor_fax_num: '',
      supervisor_email: 'grace.oduya@sunshine-early-learning.example',
      leader_first_name: 'Eli',
      leader_last_name: 'Nguyen',
      leader_phone_num: '(02) 9361 4403',
      leader_mobile_num: '',
      leader_fax_num: '',
      leader_email: 'educator@sunshine.test',
      additional_info:
        'Three rooms grouped by age. The QIP is led by the nominated supervisor and the educational leader, and every educator contributes through the monthly team meeting.',
      philosophy:
        'At Sunshine Paddington we believe children are capable, curious learners who learn best through play, relationships and the world around them.\n\nWe work in partnership with families, who are their children’s first teachers, and we value the cultures and languages each family brings. We acknowledge the Gadigal people of the Eora Nation, the traditional custodians of the land on which we play and learn.\n\nOur educators reflect on their practice every week, so that our program keeps growing with the children.',
      operating_hours: JSON.stringify(hours),
      outside_school_hours: JSON.stringify(defaultOutsideSchoolHours()),
      vacation_care_hours: JSON.stringify(defaultVacationCareHours()),
      rooms: JSON.stringify([
        { roomNumber: 1, fromAge: 0, toAge: 2, capacity: 12 },
        { roomNumber: 2, fromAge: 2, toAge: 3, capacity: 15 },
        { roomNumber: 3, fromAge: 3, toAge: 5, capacity: 22 },
      ]),
      educators: JSON.stringify([
        {
          id: 'paddington-e1',
          name: 'Eli Nguyen',
          address: '',
          qualifications: 'Bachelor of Early Childhood Education',
        },
        {
          id: 'paddington-e2',
          name: 'Grace Oduya',
          address: '',
          qualifications: 'Diploma of Early Childhood Education and Care',
        },
        {
          id: 'paddington-e3',
          name: 'Tom Kelly',
          address: '',
          qualifications: 'Certificate III in Early Childhood Education and Care',
        },
      ]),
      employees: JSON.stringify([
        { id: 'paddington-p1', name: 'Grace Oduya', position: 'Nominated supervisor' },
        { id: 'paddington-p2', name: 'Eli Nguyen', position: 'Educational leader' },
      ]),
      updated_by: seed.directorId,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();

  const logoId = newId();
  const logoKey = `centers/${seed.centerId}/logo/${logoId}.png`;
  const logo = sunshineLogo();
  if (!(await store(seed, logoKey, logo))) return;
  await db
    .insertInto('attachments')
    .values({
      id: logoId,
      entity: 'centers',
      entity_id: seed.centerId,
      center_id: seed.centerId,
      name: 'center_logo',
      label: '',
      title: 'logo',
      file_name: 'sunshine-logo.png',
      storage_key: logoKey,
      content_type: 'image/png',
      size_bytes: logo.length,
      width: 320,
      height: 240,
      created_by: seed.directorId,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}

export async function seedDemoPaddington(db: Kysely<Database>, seed: PaddingtonSeed): Promise<void> {
  const stamp = isoNow(seed.now);
  await seedServiceDetails(db, seed, stamp);

  const questions = await db
    .selectFrom('questions as q')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .select(['q.id', 'q.category_id', 'q.type', 'q.no_description', 'c.area_id', 'c.label'])
    .where('c.nqs_version_id', '=', await currentNqsRowsVersionId(db))
    .where('q.center_id', 'is', null)
    .orderBy('c.sort_order')
    .orderBy('q.sort_order')
    .execute();

  const answered = [1, 2, 3, 4, 5, 6, 7].flatMap((areaId) => {
    const inArea = questions.filter((question) => question.area_id === areaId);
    return inArea.slice(0, Math.round(inArea.length * SHARE_ANSWERED));
  });
  const results = answered.map((question, index) => {
    const status = ANSWER_CYCLE[index % ANSWER_CYCLE.length]!;
    return {
      question,
      row: {
        id: newId(),
        center_id: seed.centerId,
        question_id: question.id,
        status,
        notes: index % 9 === 0 ? 'Discussed at the monthly team meeting; the rooms agree on this.' : null,
        evidence_note: null,
        goal_strategy: status === 2 ? question.no_description : null,
        self_assessment: status === 2 ? (ISSUES[question.type] ?? null) : null,
        answered_at: stamp,
        updated_by: seed.directorId,
        created_at: stamp,
        updated_at: stamp,
      },
    };
  });
  for (let start = 0; start < results.length; start += 200) {
    await db
      .insertInto('question_results')
      .values(results.slice(start, start + 200).map((result) => result.row))
      .execute();
  }

  const yes = results.filter((result) => result.row.status === 1);
  const no = results.filter((result) => result.row.status === 2);
  const people = [seed.directorId, seed.educatorId];

  // Goal tasks on the first goals of each area, evidence tasks on some strengths.
  const tasks: TasksTable[] = [];
  no.filter((_, index) => index % 2 === 0).forEach(({ question }, index) => {
    const template = GOAL_TASKS[index % GOAL_TASKS.length]!;
    const status = [2, 1, 3][index % 3]!;
    tasks.push({
      id: newId(),
      center_id: seed.centerId,
      question_id: question.id,
      type: 'goal',
      name: template.name,
      summary: '',
      status,
      task_due: isoNow(addDays(seed.now, 14 + (index % 8) * 14)).slice(0, 10),
      assignee_id: people[index % 2]!,
      assigner_id: seed.directorId,
      step_outcome: template.step,
      success_measure: template.measure,
      progress_notes: PROGRESS[status - 1] ?? '',
      priority: template.priority,
      created_at: stamp,
      updated_at: stamp,
    });
  });
  yes
    .filter((_, index) => index % 12 === 0)
    .forEach(({ question }, index) => {
      tasks.push({
        id: newId(),
        center_id: seed.centerId,
        question_id: question.id,
        type: 'evidence',
        name: 'Upload this term’s examples',
        summary: 'Two or three examples from different rooms, labelled so we can find them again.',
        status: [1, 2, 3][index % 3]!,
        task_due: isoNow(addDays(seed.now, 7 + index * 5)).slice(0, 10),
        assignee_id: people[(index + 1) % 2]!,
        assigner_id: seed.directorId,
        step_outcome: '',
        success_measure: '',
        progress_notes: '',
        priority: null,
        created_at: stamp,
        updated_at: stamp,
      });
    });
  if (tasks.length > 0) await db.insertInto('tasks').values(tasks).execute();

  // Evidence: each item supports two strengths of the library's spread over the areas.
  for (const [index, evidence] of EVIDENCE.entries()) {
    const id = newId();
    await db
      .insertInto('evidence_items')
      .values({
        id,
        center_id: seed.centerId,
        title: evidence.title,
        label: evidence.label,
        name: evidence.name,
        created_by: seed.directorId,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const supported = [yes[(index * 7) % yes.length], yes[(index * 7 + 3) % yes.length]].flatMap((result) =>
      result ? [result.row.id] : [],
    );
    for (const resultId of new Set(supported)) {
      await db
        .insertInto('evidence_links')
        .values({ evidence_id: id, question_result_id: resultId, linked_by: seed.directorId, created_at: stamp })
        .execute();
    }
    if (evidence.title === 'evidence') {
      const photo =
        index % 2 === 0
          ? playgroundPhoto([120, 180, 230], [110, 170, 80])
          : playgroundPhoto([150, 200, 240], [90, 150, 70]);
      const fileId = newId();
      const key = `evidence/${id}/evidence/${fileId}.png`;
      if (await store(seed, key, photo)) {
        await db
          .insertInto('attachments')
          .values({
            id: fileId,
            entity: 'evidence',
            entity_id: id,
            center_id: seed.centerId,
            name: 'evidence',
            label: evidence.label,
            title: 'evidence',
            file_name: evidence.name,
            storage_key: key,
            content_type: 'image/png',
            size_bytes: photo.length,
            width: 360,
            height: 240,
            created_by: seed.directorId,
            created_at: stamp,
            updated_at: stamp,
          })
          .execute();
      }
    }
  }

  // SAT: the first Yes answer of each element, with a description.
  const firstYesOfElement = new Map<string, (typeof yes)[number]>();
  for (const result of yes)
    if (!firstYesOfElement.has(result.question.category_id)) firstYesOfElement.set(result.question.category_id, result);
  let slot = 0;
  for (const [elementId, result] of firstYesOfElement) {
    await db
      .insertInto('sat_entries')
      .values({
        id: newId(),
        center_id: seed.centerId,
        question_id: result.question.id,
        element_id: elementId,
        slot: 1,
        sat_description: SAT_DESCRIPTIONS[slot % SAT_DESCRIPTIONS.length]!,
        created_by: seed.directorId,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    slot += 1;
  }

  // Laws and regulations: every area recorded, nearly all compliant.
  const laws = await db
    .selectFrom('laws_regulations as l')
    .select(['l.id', 'l.nqa', 'l.nqs_version_id'])
    .where('l.nqs_version_id', '=', await currentNqsRowsVersionId(db))
    .orderBy('l.sort_order')
    .execute();
  for (const area of [1, 2, 3, 4, 5, 6, 7]) {
    const ofArea = laws.filter((law) => law.nqa === area);
    const first = ofArea[0];
    if (!first) continue;
    const complianceId = newId();
    await db
      .insertInto('law_compliance')
      .values({
        id: complianceId,
        center_id: seed.centerId,
        nqs_version_id: first.nqs_version_id,
        nqa: area,
        note: area === 2 ? 'Regulation 168 policies were reviewed in August for the online safety changes.' : '',
        updated_by: seed.directorId,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await db
      .insertInto('law_compliance_results')
      .values(
        ofArea.map((law, index) => ({
          id: newId(),
          compliance_id: complianceId,
          law_id: law.id,
          result: index === 2 && area === 3 ? 3 : 1,
          updated_at: stamp,
        })),
      )
      .execute();
  }
}
