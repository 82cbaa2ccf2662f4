// FROZEN with migration 0003, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

import type { QuestionSeed } from './types';

/** Quality area 7: Governance and leadership. */
export const AREA_7_QUESTIONS: QuestionSeed[] = [
  // 7.1.1 Service philosophy and purpose
  {
    element: '7.1.1',
    category: 'embedded',
    title:
      'Can educators explain your statement of philosophy in their own words and give examples of how it shows in their everyday practice?',
    description:
      "A statement of philosophy should guide all aspects of the service's operations. If educators cannot describe it or link it to what they do, it is a document on the wall rather than a guide.",
    yesDescription:
      'Educators, including newer staff, explaining key philosophy statements and giving concrete examples from their room; the philosophy referenced in programs and reflections; observed practice consistent with what it says.',
    noDescription:
      'The director takes one philosophy statement to each team meeting for a term and asks educators for real examples of it in practice and where practice falls short. Record the examples and one action each time. At term end, ask a sample of educators to explain the philosophy and compare with the start.',
  },
  {
    element: '7.1.1',
    category: 'embedded',
    title:
      'Is your philosophy used in induction, policies, the QIP and major decisions, such as recruitment, purchasing or changes to routines?',
    description: "The philosophy guides operations when it is built into the service's systems, not just its displays.",
    yesDescription:
      'The philosophy in induction materials and position descriptions; policies referencing it; QIP goals linked to it; decision records that refer to it, such as interview questions drawn from it.',
    noDescription:
      'The director reviews induction materials, the QIP and the three most used policies, adding explicit links to the philosophy. Add a philosophy question to recruitment interviews. Check at the next QIP review that each goal links to the philosophy.',
  },
  {
    element: '7.1.1',
    category: 'critical_reflections',
    title:
      'Is your philosophy reviewed regularly with the team to check it still reflects your beliefs, your practice and the current approved learning framework?',
    description:
      'A philosophy written years ago, or by one person, may no longer reflect the service. Regular review keeps it honest and current.',
    yesDescription:
      'Review dates and records of who took part; changes made after review; the philosophy reflecting current framework principles; educators describing their part in the review.',
    noDescription:
      'The director schedules a philosophy review with all educators this year: each statement is tested against current practice and the framework, and rewritten where needed. Record the process and set a date for the next review.',
  },
  {
    element: '7.1.1',
    category: 'critical_reflections',
    title:
      'When making a significant decision, does the leadership team test it against the philosophy, asking whether it fits what the service says it believes?',
    description:
      'Decisions about budgets, rosters or routines can quietly contradict the philosophy, for example a philosophy valuing outdoor play with rosters that keep children indoors.',
    yesDescription:
      'Leadership meeting notes where decisions were discussed against the philosophy; decisions changed or explained because of it; educators noticing alignment between what the service says and does.',
    noDescription:
      "The director adds a standing question to leadership meeting agendas: 'Does this decision fit our philosophy?' Record the answer for significant decisions. Review the notes after six months to see whether the question changed any outcomes.",
  },
  {
    element: '7.1.1',
    category: 'partnerships_with_family',
    title:
      'Did families, children, educators and community members help shape your philosophy, and will they be invited to contribute to the next review?',
    description:
      'A philosophy developed with the people the service serves reflects their values and gives them a stake in it.',
    yesDescription:
      "Records of family and children's input into the philosophy (surveys, drawings, discussions); community voices considered; families able to describe the philosophy or recognising their input.",
    noDescription:
      "For the next review, the director invites families to a short survey or discussion, educators gather children's views on what matters at the service, and a community member is asked for input. Show families how their views shaped the final version.",
  },
  {
    element: '7.1.1',
    category: 'partnerships_with_family',
    title:
      'Does your philosophy reflect your local community and Aboriginal and Torres Strait Islander perspectives, developed with people from those communities?',
    description:
      'A philosophy should be grounded in the place and people the service serves, including recognition of the Traditional Owners of the land and the cultures of enrolled families.',
    yesDescription:
      'Philosophy statements referring to the local community and Aboriginal and Torres Strait Islander perspectives; records of consultation; practices that show those statements in action.',
    noDescription:
      'When reviewing the philosophy, the director seeks input from local community organisations and, where possible, a local Aboriginal organisation or Elder, acknowledging their time. Record their input and the changes made.',
  },
  // 7.1.2 Management systems
  {
    element: '7.1.2',
    category: 'embedded',
    title:
      'Are all required policies and procedures in place, current and followed, with review dates set and families told before changes that affect them?',
    description:
      'The Regulations set out the policies and procedures services must have, require them to be followed and kept available, and require families to be notified before certain changes, generally at least 14 days before.',
    yesDescription:
      'A policy register with review dates; policies available at the service; staff able to describe key procedures; records of notifying families of changes; observed practice matching policies.',
    noDescription:
      'The director builds a policy register listing every required policy, its last review date and next review date, and assigns owners. Review overdue policies first. Brief staff on each change and notify families where required. Check the register monthly.',
  },
  {
    element: '7.1.2',
    category: 'embedded',
    title:
      'Are enrolment, attendance, medication, incident, staff and other required records complete, stored securely and kept for the required time?',
    description:
      'Accurate records protect children and the service. The National Law and Regulations require specific records to be kept, stored securely and retained for set periods.',
    yesDescription:
      'Complete enrolment records with required authorisations; accurate attendance records; staff records with qualifications and checks; secure storage; a records retention schedule.',
    noDescription:
      'The director audits a sample of each type of record against requirements, lists gaps and assigns who fixes each. Set up a retention schedule and secure storage. Repeat the audit each term.',
  },
  {
    element: '7.1.2',
    category: 'embedded',
    title:
      'Does the service have a working risk management system, with a risk register and risk assessments for excursions, sleep and rest, transport and other activities, reviewed on schedule?',
    description:
      'Systems to manage risk enable effective management and operation of a quality service. Risk assessments should be current, used and reviewed when circumstances change.',
    yesDescription:
      'A risk register with controls and owners; current risk assessments on file; records of review after incidents or changes; staff aware of key risks and controls.',
    noDescription:
      'The director sets up a risk register, lists required risk assessments with review dates, and assigns owners. Review the register at leadership meetings monthly and after any incident.',
  },
  {
    element: '7.1.2',
    category: 'embedded',
    title:
      'Does the service keep a compliance calendar so that notifications to the regulatory authority, renewals and scheduled reviews are made on time?',
    description:
      'Notifications to the regulatory authority (such as a change of nominated supervisor or service details), certificate and check renewals, and policy and risk reviews are easy to miss without a single system.',
    yesDescription:
      'A compliance calendar or task system with due dates and owners; records of notifications made on time; no overdue renewals or reviews.',
    noDescription:
      'The director creates a compliance calendar listing notifications, renewals and reviews, with owners and reminders. Review it at monthly leadership meetings and check for overdue items each quarter.',
  },
  {
    element: '7.1.2',
    category: 'critical_reflections',
    title:
      'Do you audit your own systems, such as records, policies and the compliance calendar, to find gaps before an authorised officer or assessor does?',
    description:
      'Systems drift: a new staff member skips a step, a form changes, a renewal is missed. Regular internal audits catch problems early and show the service manages itself well.',
    yesDescription:
      'An internal audit schedule and completed audits; findings with actions, owners and completion dates; repeat audits showing improvement.',
    noDescription:
      "The director schedules a rolling internal audit: one system per month (for example, medication records, then staff files, then excursion records). Record findings and actions and check them at the next month's leadership meeting. Review the audit results as a whole yearly.",
  },
  {
    element: '7.1.2',
    category: 'critical_reflections',
    title:
      'Do you analyse complaints, incidents and feedback together to find weaknesses in systems, not only to resolve individual issues?',
    description:
      'Several small complaints about, say, lost belongings or late notifications may point to a system problem. Looking across them reveals the root cause.',
    yesDescription:
      'A complaints register with outcomes; periodic analysis of complaints, incidents and feedback; system changes made as a result and communicated to staff.',
    noDescription:
      'Each quarter, the director reviews the complaints register, incident records and feedback together, looking for repeated themes. Agree one system change for the main theme and check whether related complaints fall.',
  },
  {
    element: '7.1.2',
    category: 'partnerships_with_family',
    title:
      'Do families know how to make a complaint, and are complaints handled fairly, recorded and, where required, notified to the regulatory authority?',
    description:
      'A clear complaints process gives families a voice and helps the service improve. Some complaints, such as those alleging a serious incident or a breach of the law, must be notified to the regulatory authority.',
    yesDescription:
      'A complaints policy explained at enrolment and displayed with contact details for the regulatory authority; a complaints register with outcomes and response times; notifications made where required.',
    noDescription:
      'The director reviews the complaints policy, makes sure it explains how to complain and what happens next, and shares it with families. Log every complaint and outcome and review the register each quarter.',
  },
  {
    element: '7.1.2',
    category: 'partnerships_with_family',
    title:
      'Do you draw on outside expertise, such as peak bodies, regulatory updates, and legal, financial or work health and safety advisers, to keep management systems current?',
    description:
      'The law and good practice change. Regulatory newsletters, peak body membership and specialist advice help the service keep its systems current.',
    yesDescription:
      'Subscriptions to regulatory updates; peak body membership; records of advice sought; systems updated in response to changes.',
    noDescription:
      "The director subscribes to the regulatory authority's and ACECQA's newsletters, considers peak body membership and adds a 'regulatory updates' item to monthly leadership meetings. Record changes made as a result.",
  },
  // 7.1.3 Roles and responsibilities
  {
    element: '7.1.3',
    category: 'embedded',
    title:
      'Does every staff member have a current position description, and can they explain their responsibilities and who to go to for what?',
    description:
      'Roles and responsibilities should be clearly defined and understood so that decisions are made well and nothing falls between the cracks.',
    yesDescription:
      'Current position descriptions signed by staff; an organisational chart; staff able to describe their role and who to approach; induction covering roles.',
    noDescription:
      'The director reviews position descriptions with each staff member at their next review and updates them. Display an organisational chart. Ask a sample of staff after a term to describe their role and lines of responsibility.',
  },
  {
    element: '7.1.3',
    category: 'embedded',
    title:
      'Are the nominated supervisor, persons in day-to-day charge, educational leader and responsible person at each time clearly designated, recorded and displayed as required?',
    description:
      'The National Law requires a nominated supervisor and a responsible person present at all times, and the name of the responsible person must be displayed. Persons in day-to-day charge must meet minimum requirements.',
    yesDescription:
      "Written consents and designations on file; a roster showing the responsible person at all times; the responsible person's name displayed; the educational leader designated in writing.",
    noDescription:
      'The director checks designations and consents are on file, sets up a daily display of the responsible person and checks rosters for gaps. Review each time staff change.',
  },
  {
    element: '7.1.3',
    category: 'critical_reflections',
    title:
      'Do you review whether decision-making authority is clear and working, for example who can approve spending, change rosters or respond to complaints?',
    description:
      'Unclear authority slows decisions or makes them inconsistent, for example when no one is sure who can approve spending or respond to a complaint. Reflecting on where decisions get stuck helps clarify responsibilities.',
    yesDescription:
      'A delegations list or decision-making guide; leadership reflections on decision bottlenecks; changes to delegations as a result; staff able to say who decides what.',
    noDescription:
      'The director and leadership team list common decisions and who makes each, and document any that are unclear. Share the list with staff. Review after six months whether decisions are quicker and more consistent.',
  },
  {
    element: '7.1.3',
    category: 'critical_reflections',
    title:
      "Do you reflect on whether roles and workloads are realistic, such as the director's time on administration versus leadership, or the educational leader's time for mentoring?",
    description:
      'Roles that exist on paper but have no time allocated do not support the effective operation of the service. A director buried in administration, or an educational leader with no release time, cannot lead.',
    yesDescription:
      'Rosters showing time allocated for leadership roles; records of how that time is actually used; reflections on workload; adjustments made, such as moving tasks to administration staff.',
    noDescription:
      'The director and educational leader each record for two weeks how their time is spent and compare it with their role descriptions. Move or drop tasks where possible and adjust rosters. Review after a term.',
  },
  {
    element: '7.1.3',
    category: 'partnerships_with_family',
    title:
      "Do families know who to talk to about what, for example through a 'who's who' display that names the director, educational leader and room leaders?",
    description:
      'Families need to know who handles enrolments, fees, learning and concerns so they get answers quickly and are not passed around.',
    yesDescription:
      "A current 'who's who' display or page with photos and roles; the family handbook naming who to contact for what; families able to say who to approach.",
    noDescription:
      "The director creates a 'who's who' display with photos and roles and adds it to the handbook and app. Update it with every staff change and ask new families at their four-week check-in whether they knew who to go to.",
  },
  {
    element: '7.1.3',
    category: 'partnerships_with_family',
    title:
      'If your service is run by a parent or community committee, are committee members inducted into their roles and their obligations as the approved provider under the National Law?',
    description:
      "Committee members often change yearly. Without induction, they may not understand their legal responsibilities or how their role differs from the director's.",
    yesDescription:
      'Committee induction materials; role descriptions for committee positions; records of training; clear agreements about delegations to the director.',
    noDescription:
      'The director and committee chair prepare a short induction pack (obligations, roles, delegations) and run an induction session after each annual meeting. Review the pack yearly.',
  },
  // 7.2.1 Continuous improvement
  {
    element: '7.2.1',
    category: 'embedded',
    title:
      'Is your QIP a working document, reviewed and revised at least once a year and used through the year to track progress on each goal?',
    description:
      'The Regulations require a quality improvement plan, reviewed and revised at least annually. An effective QIP is used regularly to guide and track improvement, not written once for the regulator.',
    yesDescription:
      'A QIP with progress notes dated through the year; goals with steps, success measures and timeframes; a record of the most recent review; staff able to name current QIP goals and their part in them.',
    noDescription:
      'The director adds a QIP progress check to every monthly leadership meeting and records progress notes against each goal. Share one QIP goal update at each team meeting. Success: every goal has progress notes from the last three months and staff can name current goals.',
  },
  {
    element: '7.2.1',
    category: 'embedded',
    title:
      'Is self-assessment against the National Quality Standard carried out with the whole team, so that educators help identify strengths and areas for improvement?',
    description:
      'Self-assessment is most accurate and most useful when the people doing the work take part. It also builds shared ownership of the improvements that follow.',
    yesDescription:
      'Records of team self-assessment sessions; strengths and improvements identified by educators as well as leaders; QIP goals traceable to the self-assessment.',
    noDescription:
      'The director runs self-assessment in team meetings, one quality area at a time, with each room contributing evidence of strengths and gaps. Feed the results into the QIP. Ask educators afterwards whether they recognise their input in the plan.',
  },
  {
    element: '7.2.1',
    category: 'critical_reflections',
    title:
      'Before marking a QIP goal as achieved, do you check evidence that the improvement actually changed practice or outcomes for children?',
    description:
      'Completing the steps of a plan is not the same as achieving the outcome. Evidence, such as observations, data or feedback, shows whether the change made a difference.',
    yesDescription:
      'Completed goals with evidence of impact recorded against the success measure; goals kept open when evidence fell short; reflections on why a strategy did or did not work.',
    noDescription:
      'The director makes sure every QIP goal has a measurable success measure. Before closing a goal, the leadership team reviews evidence against that measure. Goals without evidence stay open with a revised strategy.',
  },
  {
    element: '7.2.1',
    category: 'critical_reflections',
    title: 'When an issue comes up repeatedly, does the team look for the root cause rather than applying quick fixes?',
    description:
      "Repeated problems, such as recurring gaps in sign-in records or the same complaint each term, signal a deeper cause. Asking 'why' several times leads to lasting improvements.",
    yesDescription:
      'Records of root cause discussions for recurring issues; QIP goals addressing causes rather than symptoms; recurring issues decreasing over time.',
    noDescription:
      "When an issue appears for the second time, the director leads a short 'five whys' discussion with the people involved and records the cause and agreed fix. Track whether the issue recurs over the following term.",
  },
  {
    element: '7.2.1',
    category: 'partnerships_with_family',
    title: 'Do families, children and community members contribute to your self-assessment and to setting QIP goals?',
    description:
      'Families and children experience the service differently from staff. Their views make self-assessment more complete and improvement more relevant.',
    yesDescription:
      "Family survey or consultation results used in self-assessment; children's views gathered; QIP goals that respond to family or community input.",
    noDescription:
      "Before the next QIP review, the director runs a short family survey, educators gather children's views, and results are considered alongside staff self-assessment. Note in the QIP which goals came from family or child input.",
  },
  {
    element: '7.2.1',
    category: 'partnerships_with_family',
    title:
      'Do you share QIP progress with families, for example in newsletters or a display, and invite their comments?',
    description:
      'Sharing progress shows families the service is committed to improvement, explains changes they notice and gives them a way to contribute.',
    yesDescription:
      'QIP summaries or updates shared with families; family comments received and responded to; the QIP available to families on request.',
    noDescription:
      'The director shares a short QIP update with families each term, highlighting one goal and its progress, and invites comments. Record responses and how they were used in the next QIP review.',
  },
  // 7.2.2 Educational leadership
  {
    element: '7.2.2',
    category: 'embedded',
    title:
      'Does the educational leader have regular, rostered time and a clear role description to lead the educational program and the assessment and planning cycle?',
    description:
      'The approved provider must designate a suitably qualified and experienced educator or co-ordinator as educational leader. The role needs time and clarity to be effective.',
    yesDescription:
      'A written designation and role description; rosters showing dedicated time for the role; records of how the time is used (mentoring, reviewing programs, leading reflection).',
    noDescription:
      'The director and educational leader agree a role description and a regular rostered time allocation, with ratios covered. The educational leader keeps a simple log of activities for a term. Review together whether the time is enough and used well.',
  },
  {
    element: '7.2.2',
    category: 'embedded',
    title:
      'Does the educational leader guide educators through the planning cycle by reviewing documentation, mentoring and modelling practice in rooms?',
    description:
      'The educational leader leads the development and implementation of the educational program and the assessment and planning cycle. This means working alongside educators, not only checking paperwork.',
    yesDescription:
      'Records of program reviews with feedback; mentoring and coaching sessions; observations of the educational leader modelling practice; educators describing how the leader has helped them.',
    noDescription:
      "The educational leader sets a monthly cycle: review each room's program, spend time modelling in one room, and meet each room leader for feedback. Ask educators each term what support has helped and what they need next.",
  },
  {
    element: '7.2.2',
    category: 'critical_reflections',
    title:
      'Does the educational leader lead critical reflection with the team, and also reflect on and seek feedback about their own leadership?',
    description:
      'Effective educational leaders model critical reflection and are open to feedback. Their own reflection shows educators that questioning practice is valued at every level.',
    yesDescription:
      "Meeting notes with reflection led by the educational leader; the leader's own reflective journal or feedback records; changes to the leader's approach in response to feedback.",
    noDescription:
      'The educational leader seeks anonymous feedback from educators twice a year about the support they receive and records one change in response. They also keep a short monthly reflection on their leadership, discussed in supervision with the director.',
  },
  {
    element: '7.2.2',
    category: 'critical_reflections',
    title:
      'Does the educational leader use evidence, such as documentation reviews and room observations, to identify where educators need support, rather than relying on impressions?',
    description:
      'Evidence from documentation reviews and room observations helps the educational leader direct support where it will make the most difference, and track whether it worked.',
    yesDescription:
      'Documentation audits and observation notes; a support plan for educators or rooms based on the findings; later reviews showing improvement.',
    noDescription:
      'The educational leader reviews a sample of documentation and observes each room each term, records findings and agrees a support focus with each room leader. Re-review the following term to check improvement.',
  },
  {
    element: '7.2.2',
    category: 'partnerships_with_family',
    title:
      'Does the educational leader take part in educational leader networks or professional learning communities, and bring ideas back to the team?',
    description:
      'The educational leader role can be isolating. Networks and professional learning communities provide support, challenge and new ideas to bring back to the team.',
    yesDescription:
      'Records of network participation; ideas shared at team meetings; practice changes that began with network learning.',
    noDescription:
      'The director supports the educational leader to join a local or online educational leader network, with rostered time. The leader shares one idea per term at team meetings. Review at year end what changed as a result.',
  },
  {
    element: '7.2.2',
    category: 'partnerships_with_family',
    title:
      'Does the educational leader help families understand the educational program and make sure their input shapes it?',
    description:
      "The educational leader can build families' understanding of play-based learning and make sure family input reaches program planning.",
    yesDescription:
      'Information sessions or written guides for families led by the educational leader; a process for family input into planning; examples of family ideas in room programs.',
    noDescription:
      'The educational leader prepares a plain-language guide to how the program is planned, hosts one family session a year, and checks each term that family input appears in room programs.',
  },
  // 7.2.3 Development of professionals
  {
    element: '7.2.3',
    category: 'embedded',
    title:
      'Does every educator and staff member have a regular performance review and an individual learning plan with specific goals and timeframes?',
    description:
      "Educators', co-ordinators' and staff members' performance should be regularly evaluated, with individual plans in place to support their learning and development.",
    yesDescription:
      "Records of performance reviews within the service's set cycle; individual learning plans with goals, actions and timeframes; progress notes; staff able to describe their goals.",
    noDescription:
      'The director sets a review cycle (for example, yearly with a mid-year check-in), schedules reviews for every staff member and uses a simple learning plan template. Track completion and check mid-year that plans are active.',
  },
  {
    element: '7.2.3',
    category: 'embedded',
    title:
      "Do new staff, casual educators and students receive a structured induction covering policies, children's needs, the philosophy and their responsibilities?",
    description:
      "Good induction sets new people up to work safely and consistently from the first day: emergency procedures, children's medical needs, child protection, the philosophy and who to ask.",
    yesDescription:
      'An induction checklist signed by each new staff member, casual educator and student; a buddy or mentor assigned; induction covering emergency procedures, medical plans, child protection, the code of conduct and the philosophy.',
    noDescription:
      'The director updates the induction checklist and assigns a buddy to each new person. Check checklists are completed within the first fortnight and ask new staff after a month what was missing, updating the checklist accordingly.',
  },
  {
    element: '7.2.3',
    category: 'critical_reflections',
    title:
      "Do performance reviews include the educator's own reflection and feedback from colleagues, and do you check whether professional learning changed practice?",
    description:
      'Reviews are most useful when they are two-way and informed by evidence. Checking the effect of professional learning shows whether it was worth the time and money.',
    yesDescription:
      'Self-reflection forms in review records; peer feedback; follow-up notes on how training was applied; changed practice observed by room leaders.',
    noDescription:
      'The director adds self-reflection and peer feedback to the review process. After each training, the educator notes how they will apply it, and the room leader follows up a month later and records what changed.',
  },
  {
    element: '7.2.3',
    category: 'critical_reflections',
    title:
      "Do you plan professional learning from the service's priorities in the QIP as well as each educator's goals, rather than choosing training at random?",
    description:
      'A professional learning plan linked to QIP goals and individual learning plans makes training purposeful, spreads it fairly across the team and makes the budget go further.',
    yesDescription:
      'A professional learning plan for the year; training linked to QIP goals and learning plans; attendance records across the team; follow-up showing learning was applied.',
    noDescription:
      'The director reviews QIP goals and individual learning plans together and drafts a yearly professional learning plan with budget and release time. Share it with the team and review it mid-year against what was delivered.',
  },
  {
    element: '7.2.3',
    category: 'partnerships_with_family',
    title:
      "Do you use outside support, such as mentoring programs, peak bodies, training organisations and professional networks, for educators' development?",
    description:
      'External expertise, such as mentoring programs, peak bodies, training organisations and professional networks, broadens what educators can learn beyond what the service can offer itself.',
    yesDescription:
      'Records of external training, mentoring or network participation linked to learning plans; educators sharing what they learned with the team; practice changes that followed.',
    noDescription:
      'The director identifies external learning options that match QIP priorities and individual learning plans, budgets for them and rosters release time. Each educator who attends shares one idea at a team meeting. Review at year end which external learning changed practice.',
  },
  {
    element: '7.2.3',
    category: 'partnerships_with_family',
    title:
      'Do families or community members with particular knowledge, such as a local Aboriginal educator or a family sharing cultural practices, contribute to staff learning?',
    description:
      "Families and community members can deepen educators' understanding of the children and cultures they work with, for example a family explaining a cultural practice around sleep or food, or a local Aboriginal educator leading a session on Country.",
    yesDescription:
      'Records of staff sessions led or informed by families or community members; acknowledgement or payment of their time; changes in practice that followed.',
    noDescription:
      'The director invites one family or community member a year to lead or contribute to a staff session, acknowledging their time appropriately. The educational leader plans follow-up and records practice changes.',
  },
];
