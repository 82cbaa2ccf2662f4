// FROZEN with migration 0003, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

import type { QuestionSeed } from './types';

/** Quality area 4: Staffing arrangements. */
export const AREA_4_QUESTIONS: QuestionSeed[] = [
  // 4.1.1 Organisation of educators
  {
    element: '4.1.1',
    category: 'embedded',
    title:
      'Do rosters meet educator-to-child ratios and qualification requirements at all times, including early and late shifts, lunch breaks and when an educator is absent?',
    description:
      'Ratios and qualification requirements apply across the whole service and at every moment children are present, not only as a daily average. Breaks, sick leave and the edges of the day are where gaps most often appear.',
    yesDescription:
      'Rosters and timesheets that match attendance records throughout the day; a break cover plan; records of how qualified educator absences are covered; an early childhood teacher in attendance or available as required for your service size; a staff record that lists qualifications.',
    noDescription:
      'The director compares a fortnight of rosters with sign-in times, hour by hour, and marks any gaps. Fix the break schedule and opening and closing shifts first, and set up a relief list of qualified educators. Repeat the check monthly for a term. Success: no hour below ratio or qualification requirements.',
  },
  {
    element: '4.1.1',
    category: 'embedded',
    title:
      "Are educators deployed so that experienced and qualified staff are spread across rooms and times of day where they best support children's learning?",
    description:
      'Meeting ratios is the minimum. This element asks whether the way educators are organised supports learning, for example pairing a new educator with an experienced one, or placing a teacher where a group needs intentional teaching.',
    yesDescription:
      'Rosters that show a mix of experience and qualifications in each room; reasons for placements explained by the director; support for new or unqualified educators; continuity of key educators at busy times such as arrival and lunch.',
    noDescription:
      "The director maps each room's team by qualification and experience and identifies rooms or times with no experienced educator present. Rearrange at least one roster pattern to balance skills. Ask room leaders after a month whether the change improved support for children and staff.",
  },
  {
    element: '4.1.1',
    category: 'critical_reflections',
    title:
      'Do you review rosters against the flow of the day, such as arrivals, meals, rest and departures, to check that educators are where children need them most?',
    description:
      "A roster built on start and finish times alone can leave rooms stretched during meals or late afternoon. Reflecting on the day's rhythm helps match people to need.",
    yesDescription:
      'A review of rosters against the daily routine, with notes of pressure points; roster changes such as a floater at lunch or a staggered finish; educators reporting fewer stressful periods.',
    noDescription:
      'Room leaders list the three most stretched times in their day. The director reviews rosters with them and trials changes for a month (for example, a floater between 11 am and 2 pm). Ask room leaders and check incident records at the end of the trial to decide what to keep.',
  },
  {
    element: '4.1.1',
    category: 'critical_reflections',
    title:
      "Do you reflect on how much of educators' time goes to tasks away from children, such as cleaning, laundry or admin, and reorganise work to give more time with children?",
    description:
      'When educators are frequently pulled away for non-teaching tasks, ratios may be met on paper while children get less attention. Reflecting on where time goes can free educators for teaching.',
    yesDescription:
      'A review of non-contact tasks and who does them; changes such as moving cleaning to support staff or end of day; educators reporting more time with children; observations confirming it.',
    noDescription:
      'For one week, each room records the time educators spend on tasks away from children. The director reviews the list with the team, moves or removes the largest tasks where possible, and repeats the record a month later to compare.',
  },
  {
    element: '4.1.1',
    category: 'partnerships_with_family',
    title:
      'Do families know which educators are working with their child each day, for example through a staff photo board or an app update?',
    description:
      "Families feel more confident when they know who is caring for their child today and who to speak with about their child's day.",
    yesDescription:
      "A current board or app notice showing each room's educators for the day, with photos and roles; the responsible person in charge displayed; families able to name their child's educators.",
    noDescription:
      'The director sets up a daily educators board at each room or in the app, with photos and roles, and assigns who updates it each morning. Ask families in the next survey whether they know who is caring for their child.',
  },
  {
    element: '4.1.1',
    category: 'partnerships_with_family',
    title:
      "Do you work with training organisations and agencies, for example for student placements or relief staff, in ways that support children's learning rather than disrupt it?",
    description:
      'Students and agency staff can add capacity, but only if they are inducted, supervised and placed thoughtfully. Strong relationships with training organisations and agencies help get the right people.',
    yesDescription:
      'Placement agreements with training organisations; induction records for students and agency staff; a preferred list of agency educators who return regularly; feedback from room leaders on placements.',
    noDescription:
      'The director agrees expectations with your main training organisation and agency, including a short induction and preferred returning staff. Room leaders give feedback after each placement. Review the arrangement each term.',
  },
  // 4.1.2 Continuity of staff
  {
    element: '4.1.2',
    category: 'embedded',
    title:
      'Are children cared for by the same core educators most days, with rosters designed around consistent room teams?',
    description:
      'Continuity of educators helps children form secure relationships, especially babies and toddlers. Rosters should keep core educators in the same room as much as possible.',
    yesDescription:
      'Rosters showing the same educators in each room across the week; a primary caregiving or key educator approach where suitable; children greeting familiar educators at arrival.',
    noDescription:
      'The director reviews rosters to reduce room changes, sets a core team for each room and limits moves to planned cover. Track for a month how many different educators each room has per week and aim to reduce the number.',
  },
  {
    element: '4.1.2',
    category: 'embedded',
    title:
      "When relief or casual educators are needed, do you use the same people where possible and give them a handover on children's needs and routines?",
    description:
      'Familiar relief educators and a good handover reduce disruption for children and make sure allergies, medical plans and individual needs are known by whoever is in the room.',
    yesDescription:
      "A small, regular pool of relief educators; a written handover or room folder with children's needs, allergies, medical plans and routines; relief staff signing that they have read it; children recognising regular relief educators.",
    noDescription:
      'The director builds a pool of regular relief educators and creates a one-page room handover, updated weekly by room leaders. Check that relief staff sign it each shift, and ask them after a month whether it gave them what they needed.',
  },
  {
    element: '4.1.2',
    category: 'critical_reflections',
    title: 'Do you track staff turnover and the reasons people leave, and act on what you learn?',
    description:
      'Turnover affects children, families and the team. Understanding why people leave, through exit conversations and staff feedback, helps the service keep good educators.',
    yesDescription:
      'Turnover figures over time; exit interview notes; actions taken on common reasons (workload, rostering, support, pay arrangements); improving retention.',
    noDescription:
      'The director records turnover each quarter and holds an exit conversation with every departing staff member. Identify the top reason and agree one action with the team. Compare turnover at the next yearly review.',
  },
  {
    element: '4.1.2',
    category: 'critical_reflections',
    title:
      'Do you reflect on how changes of educator affect children, especially babies and children with additional needs, and plan those changes gently?',
    description:
      'When an educator leaves or a child changes rooms, a planned handover reduces stress for the child. Reflection helps identify which children need most support.',
    yesDescription:
      "Transition plans when key educators change; overlap shifts between outgoing and incoming educators; observations of children's responses and adjustments made.",
    noDescription:
      'When a key educator change is known, the room leader lists children likely to be most affected and plans overlap time and a handover. Observe those children in the first fortnight and adjust support.',
  },
  {
    element: '4.1.2',
    category: 'partnerships_with_family',
    title:
      "Do you tell families ahead of time about changes in their child's educators, and introduce new educators to them?",
    description:
      'Families who hear early about a staffing change can prepare their child and start a relationship with the new educator. Finding out on the day erodes trust.',
    yesDescription:
      'Messages to families about upcoming changes to core educators; introductions of new educators with a photo and a short note; families saying they were kept informed.',
    noDescription:
      "The director agrees a standard: families are told of a change in their child's core educators as soon as it is confirmed, with an introduction to the new educator and a chance to meet. Check in the next survey whether families felt informed.",
  },
  {
    element: '4.1.2',
    category: 'partnerships_with_family',
    title: 'Do you ask families how staff changes affect their child, and use their feedback when planning continuity?',
    description:
      'Families often see the effects of staff changes at home, such as unsettled sleep or reluctance to attend, before educators notice them at the service.',
    yesDescription:
      "Notes of conversations with families after staff changes; adjustments to a child's support because of what families said; families saying their views were heard.",
    noDescription:
      'After any change of core educator, room leaders check in with each family within two weeks and record what they hear. The director reviews these notes and adjusts support for individual children, such as extra time with a familiar educator.',
  },
  // 4.2.1 Professional collaboration
  {
    element: '4.2.1',
    category: 'embedded',
    title:
      'Do educators have regular, scheduled times to plan and share ideas as a team, and do all staff, including cooks and support staff, take part?',
    description:
      'Collaboration needs time and structure. Regular room and team meetings, with cooks, support staff and part-time educators included where relevant, build a shared approach and let people learn from each other.',
    yesDescription:
      'A meeting schedule kept through the year; minutes showing contributions from different staff, not only leaders; cooks and support staff included in relevant discussions; decisions recorded and followed up.',
    noDescription:
      'The director sets a regular schedule of room and whole-team meetings, paid and rostered, and rotates who leads part of each. Record who contributes. After a term, review whether contributions come from across the team and whether decisions were acted on.',
  },
  {
    element: '4.2.1',
    category: 'embedded',
    title:
      "Are each educator's strengths and skills known and used, for example in mentoring, leading a project or sharing expertise with colleagues?",
    description:
      "Recognising each other's strengths, such as music, languages, outdoor learning or documentation, and using them deliberately builds mutual respect and spreads good practice across the team.",
    yesDescription:
      "A team skills profile; educators leading sessions, projects or mentoring based on their strengths; rosters or room placements that use particular skills; educators able to name a colleague's strength and how they learned from it.",
    noDescription:
      'At a team meeting, each educator names a strength they could share and something they would like to learn. The director records these as a skills profile and pairs people up, inviting one educator a month to lead a short session. Review at year end who has led and what others took from it.',
  },
  {
    element: '4.2.1',
    category: 'critical_reflections',
    title:
      "Can educators respectfully challenge each other's practice and work through disagreements, with clear ways to raise concerns?",
    description:
      'Professional collaboration includes challenging and learning from each other. That needs trust, agreed ways to disagree and a process for concerns.',
    yesDescription:
      'Team agreements on communication; minutes showing disagreements discussed constructively; a grievance or concerns process known to staff; educators saying they feel able to raise issues.',
    noDescription:
      'The director facilitates a team session to write agreements on how to give and receive challenge. Include them in induction. Survey staff after a term about whether they feel able to raise concerns.',
  },
  {
    element: '4.2.1',
    category: 'critical_reflections',
    title:
      'Do you reflect on team culture, including respect, workload and communication, through surveys or open discussion, and act on the results?',
    description:
      "How it feels to work at the service, including respect, fairness, workload and communication, affects retention and, in turn, children's experience. Asking staff and acting on what they say shows respect and builds trust.",
    yesDescription:
      'Staff survey results or notes from open discussions; an action plan with visible changes; a repeat survey showing improvement; staff describing the team as respectful and supportive.',
    noDescription:
      'The director runs a short anonymous staff survey on respect, workload and communication, shares the results honestly and agrees two actions with the team. Report progress at team meetings and repeat the survey in six months to compare.',
  },
  {
    element: '4.2.1',
    category: 'partnerships_with_family',
    title:
      'Do educators learn alongside professionals beyond the service, such as local networks, schools and other services, and bring ideas back to the team?',
    description:
      "Collaboration does not stop at the gate. Networks, visits to other services and links with local schools bring fresh perspectives and help the team test its own practice against others'.",
    yesDescription:
      'Records of network meetings or service visits attended, by a range of educators rather than only leaders; notes shared back at team meetings; at least one practice change that started from an outside idea.',
    noDescription:
      'The director identifies a local educator network or a nearby service willing to host a visit, and rosters two different educators to attend each term. They present one idea at the next team meeting, and the team decides whether to trial it. Review at year end which ideas were adopted.',
  },
  {
    element: '4.2.1',
    category: 'partnerships_with_family',
    title:
      'Does the team work with visiting professionals, such as inclusion support, allied health or school teachers, as respected colleagues, sharing knowledge both ways?',
    description:
      "A speech pathologist knows therapy strategies; the educator knows how the child plays, eats and makes friends. Children benefit most when each respects and uses the other's knowledge.",
    yesDescription:
      "Notes of joint meetings or visits with agreed strategies; educators using those strategies in play and routines; visiting professionals' reports referring to educators' observations; families informed of the plan.",
    noDescription:
      'Before each visit, the room leader prepares recent observations and two questions. After the visit, record the agreed strategies, who will use them and when, and share them with the room team and family. Review progress together at the next visit.',
  },
  // 4.2.2 Professional standards
  {
    element: '4.2.2',
    category: 'embedded',
    title:
      'Do educators know the Early Childhood Australia Code of Ethics and use it in everyday decisions, and is it covered in induction?',
    description:
      'Professional standards such as the Code of Ethics guide practice, interactions and relationships with children, families, colleagues and the community. Educators should know it well enough to use it, not only to have seen it.',
    yesDescription:
      'The Code of Ethics in induction materials and displayed in staff areas; educators able to explain, in their own words, how a commitment in the Code shapes something they do; policies and meeting notes that refer to it.',
    noDescription:
      'The director adds a Code of Ethics session to induction for all new staff. For the next term, each team meeting opens with one commitment from the Code and a real example from the service. At the end of term, ask each educator to describe how the Code guided a recent decision.',
  },
  {
    element: '4.2.2',
    category: 'embedded',
    title:
      'Do you have a staff code of conduct that everyone has signed, that is followed in practice, and that is addressed promptly when breached?',
    description:
      'A code of conduct turns professional standards into clear expectations: how staff speak to children and families, use devices, dress, keep confidences and raise concerns. It only works if breaches are addressed.',
    yesDescription:
      'Signed codes on every staff, student and volunteer file; induction records covering it; records showing breaches were raised with the person, documented and followed up; observed practice consistent with the code.',
    noDescription:
      'The director reviews the code with the team so it reflects current expectations (including devices and social media), has everyone sign it, and sets out how breaches are handled. Record every breach and action. Review the code and the breach log yearly.',
  },
  {
    element: '4.2.2',
    category: 'critical_reflections',
    title:
      "Does your team use the Code of Ethics to work through real dilemmas, such as confidentiality or a family's request that conflicts with a child's best interests?",
    description:
      'Dilemmas, such as a parent asking educators not to let their child nap, or a colleague sharing family information on social media, are where professional standards matter most. Working through them together builds shared judgement.',
    yesDescription:
      "Meeting notes where an anonymised dilemma was discussed with reference to the Code; decisions explained using the Code's commitments; educators describing how they would handle a similar situation.",
    noDescription:
      'Each term, the educational leader brings an anonymised dilemma from the service or the sector to a team meeting and guides discussion using the Code. Record the agreed approach and add it to induction notes if it sets a new expectation.',
  },
  {
    element: '4.2.2',
    category: 'critical_reflections',
    title:
      'Do you review whether professional standards hold when no one is watching, such as how staff talk about children and families in the staffroom, or personal phone use?',
    description:
      'Standards can slip in private conversations, group chats and quiet moments. Honest review, without singling people out, keeps expectations real across the whole day.',
    yesDescription:
      'Reflections or meeting notes acknowledging where standards slipped and what was agreed; clear expectations on devices and staff group chats; staff feedback that concerns are raised and handled respectfully.',
    noDescription:
      'The director raises professional conduct as a whole-team topic, using general examples rather than names, and agrees two or three expectations (for example, no discussion of families in group chats). Revisit at the next meeting and address individual breaches privately.',
  },
  {
    element: '4.2.2',
    category: 'partnerships_with_family',
    title:
      'Do families know the professional standards they can expect from educators, and how to raise a concern if those standards are not met?',
    description:
      'When families know what to expect and how to raise concerns, they can hold the service to account and trust that problems will be dealt with.',
    yesDescription:
      "The family handbook describing the Code of Ethics and the service's expectations of staff; a complaints process explained at enrolment and displayed; records of concerns raised by families and how they were resolved.",
    noDescription:
      'The director adds a short section on professional standards and how to raise concerns to the family handbook, mentions it at orientation and in the next newsletter, and logs every concern raised. Review the log yearly to see whether families are using the process.',
  },
  {
    element: '4.2.2',
    category: 'partnerships_with_family',
    title:
      'Do educators keep family information confidential, sharing it only with those who need it and with consent, so families trust the service with sensitive matters?',
    description:
      'Families share health, custody, financial and personal information. Handling it carefully, and explaining how it is protected, is a basic professional standard and the ground for an honest partnership.',
    yesDescription:
      'A privacy and confidentiality policy explained to families; records stored securely with limited access; consent on file before information is shared with other professionals; staff able to explain what they can and cannot share.',
    noDescription:
      'The director reviews where family information is kept and who can see it, tightens access where needed, and briefs all staff on confidentiality with examples. Tell families how their information is protected. Check practice with a spot audit of records and conversations each term.',
  },
];
