// FROZEN with migration 0003, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

import type { QuestionSeed } from './types';

/** Quality area 2: Children's health and safety. */
export const AREA_2_QUESTIONS: QuestionSeed[] = [
  // 2.1.1 Wellbeing and comfort
  {
    element: '2.1.1',
    category: 'embedded',
    title:
      'Has your service completed a sleep and rest risk assessment in the last 12 months, and updated its sleep and rest policy and procedures from the findings?',
    description:
      "Since October 2023 the National Regulations require a sleep and rest risk assessment at least every 12 months and as soon as practicable after anything changes that could affect children's safety during sleep and rest. Bassinets must not be on the premises while children are in care.",
    yesDescription:
      "A dated, signed risk assessment covering the children's ages and needs, staffing and supervision, the sleep environment and equipment, and staff knowledge; a policy updated after it; evidence it was redone after a relevant change (new cots, room change, a child with a sleep-related health need).",
    noDescription:
      "The approved provider or director completes the risk assessment this fortnight using ACECQA's template, walking every sleep room with a room leader. Update the policy within two weeks, brief all staff at the next meeting and diarise the next review. Success: a current assessment on file and staff able to describe the controls for their room.",
  },
  {
    element: '2.1.1',
    category: 'embedded',
    title:
      'Are sleeping children checked in person at set intervals by an educator who can see and hear them, with each check recorded?',
    description:
      "Safe sleep supervision means an educator physically checks each child's breathing, skin colour and position, and can see and hear sleeping children at all times. Lighting and room layout must make this possible.",
    yesDescription:
      "Sleep check records with times and initials at the intervals your policy sets; educators stationed where they can see and hear sleeping children; lighting adequate to see each child's face; babies placed on their backs with faces uncovered, consistent with Red Nose guidance.",
    noDescription:
      'The director reviews the sleep check procedure against Red Nose guidance, sets the check interval and rosters who supervises each sleep room. Room leaders brief educators and check records daily for two weeks, then weekly. Success: no gaps in records in a month of spot checks and every educator able to describe a physical check.',
  },
  {
    element: '2.1.1',
    category: 'embedded',
    title:
      'Do educators notice and respond when a child is tired, unwell, hungry, overwhelmed or uncomfortable, offering rest, comfort or a quiet space at any time of day?',
    description:
      "Children's needs for rest, relaxation and comfort do not follow the timetable. Educators should read each child's cues and respond promptly, including for children who rarely ask for help.",
    yesDescription:
      'Observations of educators responding to cues (offering a cushion, snack, cuddle or quiet corner); accessible calm spaces in each room; daily records showing rest outside set rest times when needed.',
    noDescription:
      "The educational leader leads a short discussion on children's tiredness and distress cues and each room sets up a comfortable quiet space children can use at will. Room leaders observe for two weeks and note how quickly cues are answered. Review again after a month.",
  },
  {
    element: '2.1.1',
    category: 'critical_reflections',
    title:
      'Have you reviewed whether rest time suits each child, for example children who no longer sleep, or older children expected to lie still for a long time?',
    description:
      "Rest should meet each child's need, not a group timetable. Children who do not need sleep should have calm, engaging alternatives rather than a long wait on a bed.",
    yesDescription:
      "Reflections on rest practices; individual rest arrangements recorded; quiet activities offered to non-sleepers; changes made after observing children's responses.",
    noDescription:
      'Room leaders observe rest time for a week and note how long each child sleeps, rests or waits. Discuss at a team meeting and design alternatives for non-sleepers (quiet reading, puzzles, rest with books). Review after a month by observing whether waiting has reduced and rest time is calmer.',
  },
  {
    element: '2.1.1',
    category: 'critical_reflections',
    title:
      'Do educators reflect on whether the pace of the day and the level of noise and activity give children enough chances to relax and recharge?',
    description:
      'Constant activity and noise can leave children overwhelmed and tired. Reflection helps educators build calm into the day for children who need it.',
    yesDescription:
      "Reflections referring to children's stress or overstimulation; changes such as quieter transitions, soft lighting at certain times, relaxation experiences (yoga, breathing, music); observations of calmer periods.",
    noDescription:
      "Each room picks the busiest time of day, observes children's responses for a week and agrees one change (for example, music and dim lights before lunch). The educational leader follows up after a month with another observation.",
  },
  {
    element: '2.1.1',
    category: 'partnerships_with_family',
    title:
      "Do you record and follow each family's sleep, settling and comfort practices, and talk openly with them when a request conflicts with safe sleep practice?",
    description:
      "Families know how their child settles. Services follow families' preferences where safe, and explain respectfully when a request (for example, sleeping a baby on their tummy or keeping a child awake) cannot be met as asked.",
    yesDescription:
      "Sleep and comfort information on each child's records, updated as the child grows; records of conversations about requests that conflict with safe sleep or the child's needs and how they were resolved; families confirming they were listened to.",
    noDescription:
      "Room leaders update each child's sleep and comfort information with families this term. The director prepares a short explanation of safe sleep practices to share when requests conflict, and records those conversations. Review each child's information every six months.",
  },
  {
    element: '2.1.1',
    category: 'partnerships_with_family',
    title:
      "Do you share daily information with families about their child's rest, eating, comfort and mood, so families can plan the evening?",
    description:
      "A quick summary of the day, including sleep, meals, toileting and mood, helps families respond to their child's needs at home and shows that educators noticed their child.",
    yesDescription:
      'Daily records (app, sheet or conversation) of sleep, meals, nappies or toileting and mood for each child; the information completed consistently; families saying it is reliable and useful.',
    noDescription:
      'The director agrees a daily information format with each room, assigns who completes it and when, and checks records for completeness weekly for a month. Ask families in the next survey whether daily information is useful and reliable.',
  },
  // 2.1.2 Health practices and procedures
  {
    element: '2.1.2',
    category: 'embedded',
    title:
      'Does every child with a diagnosed health condition, such as asthma, anaphylaxis, diabetes or epilepsy, have current medical, risk minimisation and communication plans known to every educator?',
    description:
      'Children with medical conditions need a plan from their doctor, a risk minimisation plan developed with the family and a communication plan, as the medical conditions policy requires. Every educator caring for the child must know what to do.',
    yesDescription:
      "Current, dated plans on file and displayed or accessible in the child's room (in line with privacy); emergency medication in date and with the child, including on excursions; relief educators briefed; educators able to describe the child's triggers and response.",
    noDescription:
      'The director audits all children with medical conditions this week, requests missing or expired plans from families, and sets expiry reminders. Room leaders brief all educators and relief staff. Success: every plan current, medication in date on the monthly check, and educators answering correctly when asked.',
  },
  {
    element: '2.1.2',
    category: 'embedded',
    title:
      'Is medication given only with written authorisation, checked by a second educator, and recorded every time in the medication record?',
    description:
      "The Regulations set out how medication is authorised, administered and recorded, with exceptions for anaphylaxis and asthma emergencies. In most centre-based services a second person must check the dosage and the child's identity before medication is given.",
    yesDescription:
      "Complete medication records with authorisation, dose, time and the signatures of the person who gave and the person who checked; medication stored correctly in original packaging with the child's name; families notified after emergency use.",
    noDescription:
      'The director reviews the medication records for the past month and notes gaps. Retrain all educators on the procedure at the next staff meeting. Room leaders check records daily for a fortnight, then the director audits monthly. Success: no incomplete records in three consecutive audits.',
  },
  {
    element: '2.1.2',
    category: 'embedded',
    title:
      'Are handwashing, nappy changing, toileting, food handling and cleaning procedures followed the same way by every educator, with the steps displayed where they happen?',
    description:
      'Consistent hygiene reduces the spread of infection. Procedures should be clear, visible at the point of use and followed by everyone, including relief staff.',
    yesDescription:
      'Procedures displayed at handbasins, nappy change areas and kitchens; observations of educators following them; cleaning schedules signed off; low rates of infectious illness spread between children.',
    noDescription:
      'The director updates procedures against the NHMRC Staying Healthy guidelines and displays them at each point of use. Room leaders observe hygiene routines weekly for a month and coach where needed. Success: observed practice matches procedures in every room.',
  },
  {
    element: '2.1.2',
    category: 'embedded',
    title:
      'Are incident, injury, trauma and illness records completed accurately and promptly, with families told as soon as practicable and within 24 hours?',
    description:
      'Records must capture what happened, when, who was present, the first aid or action taken and when families were notified. Families must be notified as soon as practicable and no later than 24 hours after the event.',
    yesDescription:
      'Complete, signed records with times of notification to families; records reviewed by the nominated supervisor; first aid kits stocked and checked; educators holding current first aid qualifications as required.',
    noDescription:
      'The nominated supervisor reviews a month of incident records for completeness and timing. Share a model record with educators and clarify who completes and who reviews. Audit monthly for a term. Success: all records complete and families notified within 24 hours.',
  },
  {
    element: '2.1.2',
    category: 'critical_reflections',
    title:
      'Do you analyse incident, injury and illness records for patterns, such as times, places, activities or children, and change practice in response?',
    description:
      'Individual records tell you what happened; patterns tell you why. Regular analysis helps prevent the next injury or outbreak.',
    yesDescription:
      'A monthly or termly summary of incidents and illnesses; discussion in team meetings; changes made (for example, rearranging a busy area or adjusting supervision at a time of day) and later data showing the effect.',
    noDescription:
      "The director tallies incidents and illnesses by time, place and type each month and shares the summary at the team meeting. Agree one action for the top pattern. Check the next month's data to see whether that pattern reduced.",
  },
  {
    element: '2.1.2',
    category: 'critical_reflections',
    title:
      "Do you review your hygiene, illness and exclusion practices against current health advice, such as the NHMRC's Staying Healthy guidelines?",
    description:
      'Health advice changes. Services should check that their practices, including exclusion periods and cleaning, reflect current recommendations.',
    yesDescription:
      'A policy review date showing recent checks against current guidelines; changes made when advice changed; educators and families informed of changes.',
    noDescription:
      "The director or a nominated educator reviews health policies against current guidelines and your state health department's advice, records the date and changes, and briefs staff. Schedule yearly reviews and check for updates when new advice is issued.",
  },
  {
    element: '2.1.2',
    category: 'partnerships_with_family',
    title:
      "Do you develop medical plans and risk minimisation plans together with families, and review them whenever the child's needs change?",
    description:
      "Families and their child's doctors know the child's condition best. Working together ensures plans are accurate and practical in the service.",
    yesDescription:
      "Risk minimisation and communication plans signed by families; records of review meetings; updates made after changes in the child's condition or medication.",
    noDescription:
      'The director meets each family of a child with a medical condition to review plans together, records agreed actions and sets review dates. Remind families to update plans when anything changes. Check plans are reviewed on time each term.',
  },
  {
    element: '2.1.2',
    category: 'partnerships_with_family',
    title:
      'Do you inform families promptly about infectious disease cases and exclusion requirements, and work with your local public health unit when needed?',
    description:
      'When an infectious disease is present at the service, families must be told. Public health units can advise on outbreaks and notifiable diseases.',
    yesDescription:
      'Notices or messages sent to families about infectious diseases; exclusion information in the family handbook; records of contact with the public health unit during outbreaks.',
    noDescription:
      "The director prepares templates for infectious disease notices and records the local public health unit's contact details. Review recent outbreaks to check notification was prompt. Include exclusion periods in the family handbook.",
  },
  // 2.1.3 Healthy lifestyle
  {
    element: '2.1.3',
    category: 'embedded',
    title:
      'Is food provided or supported in line with the Australian Dietary Guidelines, with water always available and a weekly menu displayed?',
    description:
      'Children need nutritious food suitable for their age and water available at all times. Services that provide food display a weekly menu; services where families pack food support healthy choices.',
    yesDescription:
      'A weekly menu displayed and followed, ideally reviewed by a nutrition professional; water accessible to children throughout the day; lunchbox guidelines for services where families provide food.',
    noDescription:
      'The director or cook reviews the menu against the Australian Dietary Guidelines or a recognised menu planning tool. Display the weekly menu and check water access in every room. Review the menu each season.',
  },
  {
    element: '2.1.3',
    category: 'embedded',
    title:
      'Are allergies, dietary requirements and cultural or religious food needs recorded and followed at every meal, with a reliable way to make sure the right child gets the right food?',
    description:
      'Food errors can be life-threatening for children with allergies. A clear system protects children across kitchen, room and relief staff.',
    yesDescription:
      'An up-to-date dietary list in the kitchen and each room; plates or cups labelled or colour-coded; educators checking food against the list at each meal; no food errors in incident records.',
    noDescription:
      'The director and cook update the dietary list and set up a checking system at each meal. Train all educators and relief staff on it. Room leaders observe meals weekly for a month. Success: no food errors and all educators following the system.',
  },
  {
    element: '2.1.3',
    category: 'embedded',
    title:
      'Do children have daily active play, indoors and outdoors, that builds movement skills, with long periods of sitting and screen time limited?',
    description:
      'The Australian 24-hour movement guidelines recommend plenty of physical activity for young children and limited sedentary time. Active play should be planned, not only left to chance.',
    yesDescription:
      'Programs including planned active experiences; observations of children running, climbing, balancing and throwing; limited or no screen time; equipment that challenges different ages and abilities.',
    noDescription:
      "The educational leader reviews programs for active experiences and sets a target for planned active play each day. Room leaders track for a month and educators share examples. Review children's activity levels by observation after a term.",
  },
  {
    element: '2.1.3',
    category: 'critical_reflections',
    title:
      'Do you reflect on mealtime practices, such as whether children serve themselves and decide how much to eat, and whether food is ever used as a reward or punishment?',
    description:
      "How meals are run affects children's relationship with food. Respectful mealtimes let children listen to their hunger and try new foods without pressure.",
    yesDescription:
      'Reflections on mealtime practices; self-serving in place where suitable; educators sitting and eating with children; no rewards or punishments involving food.',
    noDescription:
      'The educational leader observes mealtimes in each room and leads a discussion on pressure, choice and self-serving. Each room agrees one change. Observe again after a month.',
  },
  {
    element: '2.1.3',
    category: 'critical_reflections',
    title:
      'Do educators review how much active play children actually get, and which children are missing out, such as those who avoid physical play?',
    description:
      'Some children seek out active play every day; others avoid it and can go a whole day mostly sitting. Reflection helps educators notice who is missing out and find inviting ways to get them moving.',
    yesDescription:
      "Observations of which children join active play; reflections on why some avoid it; experiences planned around those children's interests (dancing, obstacle courses, games with a friend); later observations showing more involvement.",
    noDescription:
      'For one week, room leaders note which children take part in active play each day. Discuss the children who rarely do and plan inviting experiences around their interests. Repeat the observation after a month and compare.',
  },
  {
    element: '2.1.3',
    category: 'partnerships_with_family',
    title:
      'Do you work with families on healthy eating and active play, sharing menus, recipes and ideas while respecting their culture and budget?',
    description:
      "Partnerships with families carry healthy habits beyond the service while respecting the diversity of families' food traditions, budgets and routines. Judging lunchboxes harms the relationship; sharing ideas builds it.",
    yesDescription:
      'Menus, recipes and ideas shared with families; family input into the menu; family recipes from different cultures served; respectful guidance for packed lunches; families saying they feel supported rather than judged.',
    noDescription:
      'The cook or director invites families to suggest a recipe from home each term and serves at least one on the menu. Share menus, recipes and simple active play ideas through the app or newsletter. Ask families in the next survey whether the information was useful and respectful.',
  },
  {
    element: '2.1.3',
    category: 'partnerships_with_family',
    title:
      "Do you use community programs or specialists, such as your state's healthy eating and active play program or a dietitian, to strengthen healthy lifestyle practice?",
    description:
      'State programs (for example Munch & Move in NSW) and health professionals offer training, resources and menu reviews that lift practice.',
    yesDescription:
      'Participation records or certificates; menu reviews by a dietitian; changes made as a result; visits from local sporting groups or health promotion staff.',
    noDescription:
      "The director finds out which healthy eating and active play programs operate in your state and enrols the service. Nominate an educator to lead it. Review progress against the program's criteria at year end.",
  },
  // 2.2.1 Supervision
  {
    element: '2.2.1',
    category: 'embedded',
    title:
      'Are educators positioned so that every child can be seen or heard at all times, with a supervision plan for each room and outdoor area that covers high-risk spots and busy times?',
    description:
      "Adequate supervision depends on educator positioning, the layout, the children's ages and activities and the risks present. A written plan helps every educator know where to stand and what to watch.",
    yesDescription:
      'Supervision plans or maps for each room and yard; observations of educators scanning and positioned to see all areas; higher-risk areas (water, climbing equipment, bathrooms) actively supervised; supervision adjusted during transitions and staff breaks.',
    noDescription:
      'Room leaders map their spaces, mark blind spots and high-risk areas, and agree positions for each part of the day. The director reviews the plans and observes each room. Update plans when layouts change. Success: spot observations show educators in agreed positions.',
  },
  {
    element: '2.2.1',
    category: 'embedded',
    title:
      'Do you follow clear procedures for headcounts, sign-in and sign-out, and transitions between areas, with names checked against attendance records?',
    description:
      'Children most often go missing during transitions and at the edges of the day. Regular headcounts and name checks prevent a child being left behind or unaccounted for.',
    yesDescription:
      'Attendance records signed on arrival and departure; documented headcounts at transitions and on excursions; educators following the procedure in observations; no unexplained discrepancies.',
    noDescription:
      'The nominated supervisor documents the headcount procedure, including who does it and when, and trains all staff. Room leaders record headcounts at each transition for a month. Review records for gaps and spot-check practice. Success: headcounts recorded at every transition.',
  },
  {
    element: '2.2.1',
    category: 'embedded',
    title:
      'Are risk assessments completed before excursions and regular outings, with written authorisation from families and supervision arrangements set for each?',
    description:
      'The Regulations require a risk assessment before each excursion and written authorisation from families. For regular outings, authorisation and assessment are needed at least once a year. Services that transport children have similar requirements.',
    yesDescription:
      'Completed risk assessments covering route, water hazards, supervision and items to take; signed authorisations; excursion records showing headcounts; evidence the risk assessment was reviewed when circumstances changed.',
    noDescription:
      'The nominated supervisor reviews the excursion procedure and templates. Check every planned excursion this term has a current risk assessment and authorisations. Brief educators before each excursion. Audit excursion records at term end.',
  },
  {
    element: '2.2.1',
    category: 'critical_reflections',
    title:
      'After a near miss, such as a child found in an area without an educator, do you analyse what went wrong in supervision and change rosters, positioning or layout?',
    description:
      'Near misses are warnings that supervision failed without harm. Examining them honestly, focusing on systems rather than blame, helps the service fix rosters, positioning or layout before a child is hurt.',
    yesDescription:
      'Near-miss records with the analysis that followed; changes made to supervision plans, rosters, gates or layout; discussion at team meetings; staff saying they report near misses without fear of blame.',
    noDescription:
      "Introduce a one-page near-miss form. The director reviews each report with the room team within a week, identifies contributing causes (positioning, transitions, layout) and agrees changes. Summarise near misses at each term's team meeting; expect reporting to rise at first as trust grows.",
  },
  {
    element: '2.2.1',
    category: 'critical_reflections',
    title:
      "Do you reflect on how supervision balances children's safety with their need to take reasonable risks in play?",
    description:
      'Children learn from challenge, such as climbing high, balancing or using real tools. Good supervision manages risk rather than removing all challenge, and educators should be able to explain how they decide.',
    yesDescription:
      "Risk-benefit assessments for challenging play; reflections discussing risky play and educators' own comfort levels; observations of children taking managed risks with educators positioned nearby; policy describing the service's approach.",
    noDescription:
      "The educational leader leads a team discussion on the benefits of risky play and introduces a risk-benefit assessment for one challenging experience per room. Reflect after a month on children's learning, confidence and any incidents, and decide whether to extend the approach.",
  },
  {
    element: '2.2.1',
    category: 'partnerships_with_family',
    title:
      'Do families understand and follow your arrival and departure procedures, and do educators only release a child to a parent or authorised nominee whose identity they have confirmed?',
    description:
      'Children may leave the service only with a parent, an authorised nominee or in line with the Regulations. Families need to know the procedure and keep authorised person lists current.',
    yesDescription:
      'Enrolment records with current authorised nominees; procedures for identity checks shared with families; records showing checks were done for unfamiliar collectors.',
    noDescription:
      'The director reminds families of the arrival and departure procedure in the next newsletter and asks them to update authorised nominees. Brief all educators on identity checks. Review records for compliance each term.',
  },
  {
    element: '2.2.1',
    category: 'partnerships_with_family',
    title:
      "If your service transports children or collects them from school, is there an agreed process with families and schools to confirm every child's arrival and act quickly if a child is missing?",
    description:
      "Where services transport children or collect them from school, safe arrival procedures require the service to know which children are expected, check each child's arrival and contact families promptly if a child does not arrive as expected.",
    yesDescription:
      'Safe arrival policy and procedures; current lists of expected children; agreed arrangements with schools and families for notifying absences; records of follow-up each time a child did not arrive as expected.',
    noDescription:
      "The director reviews the safe arrival procedures with school contacts and families, clarifies who tells whom about absences and by when, and trains staff. Run a simulated 'child did not arrive' scenario each term and record how quickly the procedure was followed.",
  },
  // 2.2.2 Incident and emergency management
  {
    element: '2.2.2',
    category: 'embedded',
    title:
      'Are emergency and evacuation procedures rehearsed at least every three months, at different times and with different scenarios including lockdown, and is each rehearsal recorded and reviewed?',
    description:
      'The Regulations require emergency and evacuation procedures to be rehearsed at least every three months, with the rehearsals documented. Varying the time and scenario ensures every staff member and child is prepared.',
    yesDescription:
      'Rehearsal records at least every three months showing date, time, scenario, children and staff present, and a review of what worked; rehearsals across different days and shifts; evacuation and lockdown both practised.',
    noDescription:
      'The nominated supervisor plans a year of rehearsals covering varied days, times and scenarios, and assigns who leads each. Record and review each rehearsal. Success: rehearsals at least every three months, all staff participating during the year.',
  },
  {
    element: '2.2.2',
    category: 'embedded',
    title:
      'Are emergency plans, floor plans and instructions displayed near exits, and does every staff member know their role, such as checking toilets or carrying the roll and medication?',
    description:
      'In an emergency there is no time to look things up. Emergency and evacuation floor plans and instructions must be displayed near each exit, and every staff member needs to know their role, such as warden, checking toilets and sleep rooms, or carrying the roll, phone and medications.',
    yesDescription:
      "Floor plans and instructions displayed near each exit; a current list of emergency roles for each shift; emergency kits with attendance records, family contacts and children's medication; staff, including relief staff, able to describe their role when asked.",
    noDescription:
      'The nominated supervisor reviews the plan, assigns roles for opening, middle and closing shifts, and briefs all staff including relief educators. Check displays and emergency kits monthly. During spot checks, ask two staff their role; success is correct answers every time.',
  },
  {
    element: '2.2.2',
    category: 'embedded',
    title:
      'Are serious incidents notified to the regulatory authority within 24 hours, with the process and records clear to the nominated supervisor and persons in charge?',
    description:
      'Serious incidents include an injury, trauma or illness that needed urgent medical attention or a hospital visit, an emergency that emergency services attended, and a child who is missing, unaccounted for or locked in or out. They must be notified to the regulatory authority within 24 hours, so whoever is in charge needs to know how.',
    yesDescription:
      'Serious incident notifications lodged within 24 hours, with copies on file alongside the incident records; a quick reference guide at the office desk listing what counts and how to notify; persons in day-to-day charge able to explain both when asked.',
    noDescription:
      'The director trains every person who may be in day-to-day charge, using two or three realistic examples, and leaves a one-page guide at the desk. After each incident, the director checks whether notification was needed and made on time. Ask each person in charge about the process once a term.',
  },
  {
    element: '2.2.2',
    category: 'critical_reflections',
    title:
      'After each emergency rehearsal or real incident, does the team review what worked and what did not, and update procedures?',
    description:
      'Rehearsals and real events reveal weak points: a door that sticks, a roll left behind, a siren inaudible in the sleep room. A genuine debrief, followed by changes to the plan, makes the next response safer.',
    yesDescription:
      'Debrief notes after each rehearsal and incident recording times, problems and actions; updated procedures with dates; staff briefed on changes; later rehearsals showing issues resolved.',
    noDescription:
      'The nominated supervisor holds a five-minute debrief after every rehearsal or incident and records what worked, what did not and who will fix it. Update the plan and brief staff within a week. At the next rehearsal, check specifically that earlier issues are resolved.',
  },
  {
    element: '2.2.2',
    category: 'critical_reflections',
    title:
      'Do your emergency plans account for children who need extra help to evacuate, such as babies, children with disability or children needing medication, and are those arrangements tested?',
    description:
      'A plan that works for mobile preschoolers may fail in a room of sleeping babies or for a child who uses a wheelchair or has medication that must go with them. These arrangements must be planned and tested, not assumed.',
    yesDescription:
      "Evacuation plans naming equipment (evacuation cots, prams, carry bags) and people responsible for children with extra needs; children's medication listed in emergency kits; rehearsal records showing these arrangements tested, including during sleep time.",
    noDescription:
      "The nominated supervisor reviews each room's evacuation needs with the room leader, arranges equipment and named roles, and includes the plan in each child's individual plan where relevant. Test it at the next rehearsal, including one held during rest time, and adjust.",
  },
  {
    element: '2.2.2',
    category: 'partnerships_with_family',
    title:
      'Were your emergency plans developed in consultation with relevant authorities, such as fire services, police, SES or council, and checked against local risks like bushfire or flood?',
    description:
      'The element expects emergency plans to be developed in consultation with relevant authorities so they fit the real risks of the location, such as bushfire, flood, storms, nearby industry or a threat requiring lockdown.',
    yesDescription:
      'Records of consultation with fire services, SES, police or council; local hazards (such as bushfire or flood overlays) addressed in the plan; relevant authority advice on file; evacuation points agreed as appropriate.',
    noDescription:
      'The director contacts the local fire service or SES to request a review of the emergency plan or a site visit, and checks council hazard information for the site. Record the consultation and update the plan. Repeat when the site or local risks change.',
  },
  {
    element: '2.2.2',
    category: 'partnerships_with_family',
    title:
      'Do families know what happens in an emergency, such as where children will be taken and how families will be contacted, and are their contact details current?',
    description:
      'Families need to know where children will be taken, how they will be contacted and what they should and should not do, so they can respond calmly and not add risk by rushing to the service.',
    yesDescription:
      'Emergency information in the family handbook and at orientation; family contact details confirmed at least each year; messages to families after rehearsals explaining what was practised; families able to say where children would be evacuated.',
    noDescription:
      'The director adds a plain-language emergency section to the family handbook, sends a message after each rehearsal explaining what was practised and asks families to confirm contact details each year. Check after the next rehearsal that the message reached all families.',
  },
  // 2.2.3 Child protection
  {
    element: '2.2.3',
    category: 'embedded',
    title:
      "Can every educator and staff member describe the signs of abuse and neglect and the exact steps to report a concern under your state's child protection law?",
    description:
      "Management, educators and staff must know their roles and responsibilities to identify and respond to every child at risk of abuse or neglect. Reporting obligations and processes differ between states, so everyone needs to know your state's rules, including who is a mandatory reporter.",
    yesDescription:
      "A child protection policy with your state's reporting steps, contacts and tools; current child protection training records for all staff, including any training the law requires of persons in charge; educators able to describe signs of harm and exactly what they would do, in order, when asked.",
    noDescription:
      'The director arranges current child protection training for every staff member, displays the reporting steps and contacts in the staff area and checks understanding with two short scenarios at the next staff meeting. Add it to induction. Repeat the scenario check each year; success is every staff member answering correctly.',
  },
  {
    element: '2.2.3',
    category: 'embedded',
    title:
      "Is every staff member's and volunteer's Working with Children Check (or your state's equivalent) verified and recorded, with expiry dates monitored?",
    description:
      "Working with Children Checks (or your state's equivalent, such as a blue card or working with vulnerable people registration) are a baseline safeguard. The service must sight and verify each check and keep a record, including for volunteers and students where required.",
    yesDescription:
      'A register listing every staff member, volunteer and student with check number, expiry date and the date it was verified with the issuing authority; renewals followed up before expiry; no one working with children without a current check.',
    noDescription:
      'The director audits the register this week, verifies every check online with the issuing authority, records the results and sets reminders 60 days before each expiry. Make checking part of onboarding for all new staff, students and volunteers. Audit the register each quarter.',
  },
  {
    element: '2.2.3',
    category: 'embedded',
    title:
      'Do staff follow a code of conduct covering personal devices, taking and storing images of children, and supervision in private areas such as bathrooms?',
    description:
      'Clear rules about personal devices, taking and storing images of children, and care in private areas such as bathrooms reduce the risk of harm and protect children and staff. The National Model Code for taking images or videos of children gives a national reference point.',
    yesDescription:
      'A code of conduct and device policy signed by all staff; photos taken only on service devices and stored securely; personal phones stored away from children; supervision arrangements for nappy changes and toileting that keep children visible to another adult where possible; spot checks confirming practice.',
    noDescription:
      'The director updates the code of conduct and device policy using the National Model Code, has every staff member, student and volunteer sign it and provides secure storage for personal devices. The nominated supervisor spot-checks practice monthly for a term and addresses breaches immediately.',
  },
  {
    element: '2.2.3',
    category: 'critical_reflections',
    title:
      "Do you review your child safe practices against the National Principles for Child Safe Organisations or your state's child safe standards, and act on the gaps?",
    description:
      "Child safe frameworks look beyond reporting to the service's culture, governance, recruitment, complaints handling, training and online safety. Reviewing against the National Principles for Child Safe Organisations, or your state's child safe standards, shows where the service is strong and where it is exposed.",
    yesDescription:
      'A dated self-assessment against each principle or standard; an action plan with owners and dates; completed actions such as updated recruitment questions, a child-friendly complaints process or staff training; the review repeated on schedule.',
    noDescription:
      "The director and a senior educator complete a self-assessment against the National Principles (or your state's standards), choose the three biggest gaps and add them to the QIP with owners and dates. Report progress to staff each term and repeat the self-assessment yearly.",
  },
  {
    element: '2.2.3',
    category: 'critical_reflections',
    title:
      "Does your team discuss realistic scenarios, such as grooming behaviours by an adult or a child's disclosure, so that staff practise responses and question assumptions?",
    description:
      "Knowing the policy is not the same as acting on it under pressure. Discussing realistic scenarios, such as an adult who seeks time alone with a particular child, or a child's partial disclosure, helps staff recognise subtle warning signs and respond calmly and correctly.",
    yesDescription:
      "Minutes of scenario discussions held during the year; staff able to describe how they would respond to a disclosure (listen, reassure, do not question, record, report); reflections on assumptions challenged, such as 'it couldn't happen here'.",
    noDescription:
      'Each term, the director or nominated supervisor leads a 20-minute scenario discussion using a realistic, anonymised case. Record the learning points and any policy changes. Ask staff at the end of the year whether they feel confident to act; follow up individually with anyone who does not.',
  },
  {
    element: '2.2.3',
    category: 'partnerships_with_family',
    title:
      'Do you have working relationships with child protection and family support services, so you know how to refer a family who needs help?',
    description:
      "Many concerns sit below the threshold for a report but still signal a family under strain. Knowing local family support services, and your state's pathways for seeking advice, helps staff connect families early and act confidently when a report is needed.",
    yesDescription:
      'A current list of child protection contacts and local family support services; records (with consent where required) of referrals or advice sought; educators knowing where to find the list and who to ask for guidance.',
    noDescription:
      "The director compiles the list, including your state's advice line and two or three local family support services, makes personal contact with at least one and shares the list with staff. Review it each year and after any referral, noting whether the pathway worked.",
  },
  {
    element: '2.2.3',
    category: 'partnerships_with_family',
    title:
      'Do you teach children about body safety and protective behaviours, and tell families what children are learning so they can reinforce it?',
    description:
      'Age-appropriate protective behaviours education, such as naming body parts correctly, knowing their body belongs to them and identifying trusted adults, helps children recognise unsafe situations and seek help. Families can reinforce the same messages at home.',
    yesDescription:
      'Program entries for protective behaviours experiences; respectful practices such as asking before touching; information shared with families about what children are learning and why; children able to name trusted adults.',
    noDescription:
      "The educational leader plans a series of protective behaviours experiences suited to each age group using a recognised resource, and shares a plain-language summary with families beforehand. Invite family questions. Review children's understanding and family feedback at term end.",
  },
];
