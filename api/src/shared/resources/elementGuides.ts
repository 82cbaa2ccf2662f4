// The starter library's content: for each of the 40 elements of the National Quality Standard,
// what the element asks of a service (in the project's words, from the element's name and the
// standard's intent), questions for critical reflection with the team, and the focus rows of an
// improvement-plan worksheet. The element sheets (PDF and Word) are written from this.

export interface ElementGuide {
  /** What the element looks for, in one or two sentences. */
  about: string;
  /** Questions a director asks the team in a critical-reflection meeting. */
  prompts: readonly string[];
  /** What the worksheet's rows ask the team to plan around. */
  focus: readonly string[];
}

export const ELEMENT_GUIDES: Readonly<Record<string, ElementGuide>> = {
  '1.1.1': {
    about:
      'Curriculum decision-making draws on an approved learning framework, so that each child’s learning and development is supported and their identity, connection with community, wellbeing, confidence and communication grow.',
    prompts: [
      'Where in this week’s program can we see the learning framework’s outcomes, principles and practices, and where are they only written down?',
      'How do we know the framework guides our decisions rather than being matched to activities afterwards?',
      'Which children’s identities and cultures are visible in the program, and whose are missing?',
      'What would a family say the program is trying to achieve for their child?',
    ],
    focus: [
      'Linking planning decisions to the framework’s outcomes',
      'Reflecting each child’s culture and identity in the program',
      'Explaining the framework to families in plain words',
    ],
  },
  '1.1.2': {
    about:
      'Each child’s current knowledge, strengths, ideas, culture, abilities and interests are the foundation of the program.',
    prompts: [
      'How do we find out what each child already knows and cares about, and how quickly does that reach the program?',
      'Whose interests dominate our planning, and which quieter children are less visible?',
      'When did a child’s idea last change what we had planned?',
      'How do we use what families tell us about home, culture and routines?',
    ],
    focus: [
      'Gathering children’s strengths and interests from several sources',
      'Turning a child’s idea into planned experiences',
      'Making sure every child is represented in planning',
    ],
  },
  '1.1.3': {
    about:
      'All aspects of the program, including routines, are organised in ways that maximise opportunities for each child’s learning.',
    prompts: [
      'Which parts of our day (arrivals, meals, nappy change, rest, pack-up) are treated as learning, and which are just tasks?',
      'How much of the day do children spend waiting, and what could change that?',
      'How flexible are our routines when children are deeply engaged?',
      'How do educators share intentional learning during routines?',
    ],
    focus: [
      'Reducing waiting and transitions in the daily routine',
      'Planning for learning during routines',
      'Letting engaged play continue instead of following the clock',
    ],
  },
  '1.2.1': {
    about: 'Educators are deliberate, purposeful and thoughtful in their decisions and actions.',
    prompts: [
      'Can each educator say why they chose today’s experiences and what they hoped children would learn?',
      'How do we balance planned teaching with following children’s lead?',
      'Which teaching strategies do we rely on most, and which do we rarely use?',
      'How do we notice and use teachable moments as they happen?',
    ],
    focus: [
      'Making the purpose of experiences explicit in planning',
      'Widening the range of teaching strategies used',
      'Sharing intentional teaching moments at team meetings',
    ],
  },
  '1.2.2': {
    about:
      'Educators respond to children’s ideas and play and extend children’s learning through open-ended questions, interactions and feedback.',
    prompts: [
      'Listen back to our conversations with children: how many questions are open-ended?',
      'How do we build on a child’s attempt rather than correcting or completing it for them?',
      'What feedback do children get that helps them take the next step?',
      'When do we step back, and when do we join play to extend it?',
    ],
    focus: [
      'Using open-ended questions and sustained shared thinking',
      'Scaffolding children’s attempts without taking over',
      'Giving specific, encouraging feedback',
    ],
  },
  '1.2.3': {
    about:
      'Each child’s agency is promoted, enabling them to make choices and decisions that influence events and their world.',
    prompts: [
      'What real choices do children make in a day, and which are decided for them?',
      'How do children influence the environment, the routine and the program?',
      'How do we respond when a child says no or wants something different?',
      'How are babies’ and toddlers’ choices noticed and respected?',
    ],
    focus: [
      'Increasing children’s choices in routines and play',
      'Involving children in decisions about the room and program',
      'Recognising the agency of the youngest children',
    ],
  },
  '1.3.1': {
    about:
      'Each child’s learning and development is assessed or evaluated as part of an ongoing cycle of observation, analysing learning, documentation, planning, implementation and reflection.',
    prompts: [
      'Can we follow one child’s learning through the whole cycle, from observation to reflection and back?',
      'Do our observations analyse learning, or only describe what happened?',
      'How long does it take for an observation to shape the program?',
      'How do we know our planning made a difference to the child?',
    ],
    focus: [
      'Analysing observations against learning outcomes',
      'Closing the loop from planning to reflection',
      'Keeping documentation meaningful and manageable',
    ],
  },
  '1.3.2': {
    about:
      'Critical reflection on children’s learning and development, both as individuals and in groups, drives program planning and implementation.',
    prompts: [
      'What is one assumption about children or learning that our team holds, and where did it come from?',
      'Whose voices are heard when we reflect: educators, children, families, community?',
      'What did we change in the program because of a reflection this month, and what happened?',
      'Which theories or perspectives help us see a situation differently?',
      'How do we reflect on equity: which children benefit most from our program, and which least?',
    ],
    focus: [
      'Making time for team critical reflection',
      'Moving from describing events to questioning practice',
      'Recording how reflection changed the program',
    ],
  },
  '1.3.3': {
    about: 'Families are informed about the program and their child’s progress.',
    prompts: [
      'How would a family describe what their child is learning with us?',
      'Which ways of sharing (conversations, apps, displays, meetings) reach which families?',
      'How do we share progress with families who speak another language or rarely visit?',
      'How do families’ responses come back into the program?',
    ],
    focus: [
      'Sharing each child’s progress regularly',
      'Reaching families who are hard to reach',
      'Inviting family input into planning',
    ],
  },
  '2.1.1': {
    about:
      'Each child’s wellbeing and comfort is provided for, including appropriate opportunities to meet each child’s need for sleep, rest and relaxation.',
    prompts: [
      'How do we learn each child’s sleep and comfort routines from home, and keep them up to date?',
      'What does a child who does not sleep do during rest time?',
      'How do we recognise and respond to a child who is unsettled or unwell?',
      'How safe-sleep practice is checked and refreshed in our team?',
    ],
    focus: [
      'Individual sleep and rest plans with families',
      'Safe sleep practice and supervision',
      'Quiet, comfortable spaces available all day',
    ],
  },
  '2.1.2': {
    about: 'Effective illness and injury management and hygiene practices are promoted and implemented.',
    prompts: [
      'When did we last check that hand-washing, nappy change and food-handling practice matches our procedures?',
      'How are medical management plans known to every educator, including relief staff?',
      'How do we learn from incident, injury and illness records?',
      'How do children learn to look after their own hygiene?',
    ],
    focus: [
      'Consistent hygiene routines across rooms',
      'Medical conditions and risk-minimisation plans known by all',
      'Reviewing incident records for patterns',
    ],
  },
  '2.1.3': {
    about: 'Healthy eating and physical activity are promoted and appropriate for each child.',
    prompts: [
      'How do our menus, mealtimes and lunchbox guidance promote healthy eating without shaming?',
      'How active are children across the whole day, indoors and out?',
      'How do we respect cultural food practices and dietary needs?',
      'What do children learn about their bodies and health?',
    ],
    focus: [
      'Relaxed, social mealtimes children help with',
      'Daily active play for every child',
      'Partnering with families on nutrition',
    ],
  },
  '2.2.1': {
    about:
      'At all times, reasonable precautions and adequate supervision ensure children are protected from harm and hazard.',
    prompts: [
      'Where are the blind spots in our rooms and yard, and how is supervision planned around them?',
      'How do educators communicate when they move or leave an area?',
      'How do we balance children’s risky play with protection from hazards?',
      'How are daily safety checks done, recorded and acted on?',
    ],
    focus: [
      'Supervision plans for indoor and outdoor spaces',
      'Daily hazard checks and follow-up',
      'Supporting beneficial risk in play',
    ],
  },
  '2.2.2': {
    about:
      'Plans to effectively manage incidents and emergencies are developed in consultation with relevant authorities, practised and implemented.',
    prompts: [
      'When did we last practise each emergency procedure, and what did we learn?',
      'Does every educator, including relief staff, know their role in an emergency?',
      'How are children with additional needs included in our emergency plans?',
      'How do families know what will happen in an emergency?',
    ],
    focus: [
      'Regular drills across times of day and rooms',
      'Emergency roles for every staff member',
      'Reviewing plans with relevant authorities',
    ],
  },
  '2.2.3': {
    about:
      'Management, educators and staff are aware of their roles and responsibilities to identify and respond to every child at risk of abuse or neglect.',
    prompts: [
      'Could every educator describe the signs of harm and what they must do next?',
      'How do we keep child protection training current for all staff?',
      'How is our child-safe culture visible to children and families?',
      'How do we support an educator after they make a report?',
    ],
    focus: [
      'Child protection training for all staff',
      'Clear reporting procedure on hand in every room',
      'Building a child-safe culture',
    ],
  },
  '3.1.1': {
    about:
      'Outdoor and indoor spaces, buildings, fixtures and fittings are suitable for their purpose, including supporting the access of every child.',
    prompts: [
      'Can every child, including those with disability, reach and use each space?',
      'Which spaces are under-used, and why?',
      'How do the spaces support different ages and group sizes?',
      'What would children change about our spaces if asked?',
    ],
    focus: ['Access for every child', 'Making better use of under-used areas', 'Asking children about the spaces'],
  },
  '3.1.2': {
    about: 'Premises, furniture and equipment are safe, clean and well maintained.',
    prompts: [
      'How do we find, report and fix maintenance problems, and how long does it take?',
      'Are our cleaning schedules followed and checked?',
      'Which equipment is worn, broken or unused?',
      'How are children involved in caring for their environment?',
    ],
    focus: ['Maintenance reporting and follow-up', 'Cleaning schedules that are checked', 'Replacing worn equipment'],
  },
  '3.2.1': {
    about:
      'Outdoor and indoor spaces are organised and adapted to support every child’s participation and to engage every child in quality experiences in both built and natural environments.',
    prompts: [
      'How often do we change the environment in response to children’s play?',
      'Where can children find natural materials, and how much?',
      'How do the spaces invite both active and quiet play?',
      'How do children with different abilities join in each space?',
    ],
    focus: ['Bringing natural elements into play', 'Adapting spaces to children’s interests', 'Inclusive set-ups'],
  },
  '3.2.2': {
    about:
      'Resources, materials and equipment allow for multiple uses, are sufficient in number, and enable every child to engage in play-based learning.',
    prompts: [
      'Which resources are open-ended, and which can be used in only one way?',
      'Are there enough resources to avoid long waits and conflicts?',
      'Can children reach and choose resources themselves?',
      'Do resources reflect the cultures and families of our community?',
    ],
    focus: ['More open-ended materials', 'Children’s independent access to resources', 'Culturally diverse resources'],
  },
  '3.2.3': {
    about: 'The service cares for the environment and supports children to become environmentally responsible.',
    prompts: [
      'What sustainable practices do children see and take part in every day?',
      'How are children involved in gardening, recycling, composting or saving water?',
      'How do we connect with local environmental and Aboriginal and Torres Strait Islander knowledge of Country?',
      'What do we still throw away that we could reduce?',
    ],
    focus: [
      'Everyday sustainable practices with children',
      'Connecting to Country and local community',
      'Reducing waste',
    ],
  },
  '4.1.1': {
    about: 'The organisation of educators across the service supports children’s learning and development.',
    prompts: [
      'How are rosters planned around children’s needs as well as ratios?',
      'How do we keep continuity of educators for each child?',
      'How are breaks and non-contact time covered without disrupting children?',
      'How are educators’ strengths used across the service?',
    ],
    focus: ['Rosters planned around children', 'Continuity of care', 'Using educators’ strengths'],
  },
  '4.1.2': {
    about: 'Every effort is made for children to experience continuity of educators at the service.',
    prompts: [
      'How many different educators does a child see in a typical week?',
      'What do we do to keep regular relief educators?',
      'How do we hand over information when educators change?',
      'Why do educators leave, and what would make them stay?',
    ],
    focus: ['Reducing the number of educators per child', 'Good handovers', 'Keeping staff'],
  },
  '4.2.1': {
    about:
      'Management, educators and staff work with mutual respect and collaboratively, and challenge and learn from each other, recognising each other’s strengths and skills.',
    prompts: [
      'How safe do educators feel to question each other’s practice?',
      'How do we share knowledge between experienced and new educators?',
      'How are disagreements worked through?',
      'How do we recognise each other’s contributions?',
    ],
    focus: [
      'Professional conversations that challenge practice',
      'Mentoring between educators',
      'Recognising strengths',
    ],
  },
  '4.2.2': {
    about: 'Professional standards guide practice, interactions and relationships.',
    prompts: [
      'How is the Early Childhood Code of Ethics used in our decisions?',
      'How do new staff learn our expectations for professional conduct?',
      'When did we last discuss an ethical dilemma as a team?',
      'How do professional standards show in our interactions with families?',
    ],
    focus: ['Using the Code of Ethics in practice', 'Induction on professional conduct', 'Discussing ethical dilemmas'],
  },
  '5.1.1': {
    about:
      'Responsive and meaningful interactions build trusting relationships which engage and support each child to feel secure, confident and included.',
    prompts: [
      'Does every child have an educator they trust and go to?',
      'How do we greet and farewell each child and family?',
      'Which children receive fewer warm interactions, and why?',
      'How do we respond to children’s cues, especially babies’?',
    ],
    focus: [
      'A key educator for every child',
      'Warm arrivals and departures',
      'Noticing children with fewer interactions',
    ],
  },
  '5.1.2': {
    about: 'The dignity and rights of every child are maintained.',
    prompts: [
      'How do we protect children’s privacy during toileting, nappy change and dressing?',
      'How do we speak about children in front of them and others?',
      'How are children’s rights explained and upheld in our practice?',
      'When might our routines put adults’ convenience before children’s dignity?',
    ],
    focus: ['Privacy in personal care', 'Respectful language about children', 'Children’s rights in daily practice'],
  },
  '5.2.1': {
    about: 'Children are supported to collaborate, learn from and help each other.',
    prompts: [
      'Where in the day do children work together toward a shared goal?',
      'How do we support older and younger children learning together?',
      'How do we notice and encourage children helping each other?',
      'How are group projects planned and followed up?',
    ],
    focus: ['Planned collaborative experiences', 'Mixed-age learning', 'Recognising children’s helping'],
  },
  '5.2.2': {
    about:
      'Each child is supported to regulate their own behaviour, respond appropriately to the behaviour of others and communicate effectively to resolve conflicts.',
    prompts: [
      'How consistent is our team in guiding behaviour, and how do we know?',
      'Do our strategies teach children to regulate, or only stop the behaviour?',
      'How do we help children name feelings and solve conflicts themselves?',
      'How do we work with families on behaviour guidance?',
    ],
    focus: ['Consistent, positive behaviour guidance', 'Teaching emotional regulation', 'Children solving conflicts'],
  },
  '6.1.1': {
    about:
      'Respectful relationships with families are developed and maintained and families are supported in their parenting role.',
    prompts: [
      'How do we get to know a family when they start, and keep learning about them?',
      'How welcome do families feel to stay, ask and contribute?',
      'How do we support families with parenting questions or worries?',
      'Which families do we know least, and why?',
    ],
    focus: ['Orientation that builds relationships', 'A welcoming service for families', 'Support for parenting'],
  },
  '6.1.2': {
    about: 'Families are supported from enrolment to be involved in the service and contribute to service decisions.',
    prompts: [
      'Which service decisions have families helped make this year?',
      'How do we ask for families’ views, and do they see what changed?',
      'How do families with little time or another language take part?',
      'How are families involved in our Quality Improvement Plan?',
    ],
    focus: ['Families in service decisions', 'Showing families what changed', 'Involving families in the QIP'],
  },
  '6.1.3': {
    about:
      'Current information is available to families about the service and relevant community services and resources to support parenting and family wellbeing.',
    prompts: [
      'What information do families ask for that we do not have ready?',
      'How current are our noticeboards, handbook and links to community services?',
      'How do we share information in ways all families can use?',
      'Which community services do our families need most?',
    ],
    focus: ['Up-to-date family information', 'Links to community services', 'Information in accessible formats'],
  },
  '6.2.1': {
    about:
      'Continuity of learning and transitions for each child are supported by sharing information and clarifying responsibilities.',
    prompts: [
      'How do we support children moving between rooms, and into school?',
      'What information do we share with schools and other services, with families’ consent?',
      'How do we learn what a child experienced before coming to us?',
      'How are transitions planned for children who find change hard?',
    ],
    focus: ['Planned room transitions', 'School transition partnerships', 'Sharing information with consent'],
  },
  '6.2.2': {
    about: 'Effective partnerships support children’s access, inclusion and participation in the program.',
    prompts: [
      'Which children need extra support to take part fully, and do they have it?',
      'How do we work with specialists, inclusion agencies and families together?',
      'How are inclusion strategies shared with every educator?',
      'What barriers to participation remain in our program?',
    ],
    focus: ['Inclusion plans with families and specialists', 'Sharing strategies across the team', 'Removing barriers'],
  },
  '6.2.3': {
    about: 'The service builds relationships and engages with its community.',
    prompts: [
      'Which community groups, schools, elders and businesses do we have relationships with?',
      'How do children get to know their local community?',
      'How do we connect with the local Aboriginal and Torres Strait Islander community?',
      'What could our service offer the community in return?',
    ],
    focus: ['Local community connections', 'Excursions and visitors', 'Relationships with First Nations community'],
  },
  '7.1.1': {
    about: 'A statement of philosophy guides all aspects of the service’s operations.',
    prompts: [
      'When did we last review our philosophy, and who was involved?',
      'Can educators give an example of the philosophy in their daily practice?',
      'Which parts of our philosophy do we not yet live up to?',
      'How do families and children contribute to the philosophy?',
    ],
    focus: ['Reviewing the philosophy with the community', 'Linking philosophy to practice', 'Using it in decisions'],
  },
  '7.1.2': {
    about:
      'Systems are in place to manage risk and enable the effective management and operation of a quality service.',
    prompts: [
      'Which policies and procedures are overdue for review?',
      'How do we know staff follow our policies in practice?',
      'How are risks identified, assessed and monitored?',
      'How are records kept accurate, secure and available?',
    ],
    focus: ['Policy review schedule', 'Checking policies in practice', 'Risk registers that are used'],
  },
  '7.1.3': {
    about:
      'Roles and responsibilities are clearly defined, and understood, and support effective decision-making and operation of the service.',
    prompts: [
      'Does every staff member know who decides what, and who to ask?',
      'Are position descriptions current and used?',
      'How are responsible persons and their duties known to all?',
      'Where do decisions get stuck or duplicated?',
    ],
    focus: ['Clear position descriptions', 'Known decision-making paths', 'Responsible person arrangements'],
  },
  '7.2.1': {
    about: 'There is an effective self-assessment and quality improvement process in place.',
    prompts: [
      'How does our QIP drive change rather than sit in a folder?',
      'Who contributes to self-assessment: educators, families, children, community?',
      'How do we measure whether an improvement worked?',
      'When is the QIP reviewed and updated?',
    ],
    focus: ['A living QIP reviewed regularly', 'Everyone contributing to self-assessment', 'Measuring improvement'],
  },
  '7.2.2': {
    about:
      'The educational leader is supported by management to lead the development and implementation of the educational program and assessment and planning cycle.',
    prompts: [
      'How much time does the educational leader have for the role, and is it protected?',
      'How does the educational leader mentor and guide educators?',
      'How does management support and review the role?',
      'How do educators experience the educational leader’s guidance?',
    ],
    focus: ['Protected time for the educational leader', 'Mentoring educators in planning', 'Reviewing the role'],
  },
  '7.2.3': {
    about:
      'Educators, co-ordinators and staff members’ performance is regularly evaluated and individual plans are in place to support learning and development.',
    prompts: [
      'When did each staff member last have a performance conversation?',
      'Do individual development plans link to the QIP and the person’s goals?',
      'How is professional learning shared back with the team?',
      'How is good performance recognised?',
    ],
    focus: ['Regular performance reviews', 'Individual development plans', 'Sharing professional learning'],
  },
};
