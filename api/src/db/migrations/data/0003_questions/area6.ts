// FROZEN with migration 0003, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

import type { QuestionSeed } from './types';

/** Quality area 6: Collaborative partnerships with families and communities. */
export const AREA_6_QUESTIONS: QuestionSeed[] = [
  // 6.1.1 Engagement with the service
  {
    element: '6.1.1',
    category: 'embedded',
    title:
      'Does your enrolment and orientation process welcome each family, through a visit, meeting educators and a settling plan, and tell them how they can be involved?',
    description:
      'Families are supported from enrolment to be involved in the service. The first weeks set the tone: families who feel welcomed and informed are more likely to take part later.',
    yesDescription:
      'An orientation checklist used for every new family; records of orientation visits and settling plans; a family handbook explaining ways to be involved; new families saying they felt welcome and knew who to talk to.',
    noDescription:
      "The director writes an orientation checklist (tour, meet the room team, share 'all about me', agree a settling plan, explain ways to be involved) and assigns who completes it. Check every new enrolment against it for a term and ask new families after four weeks how welcome they felt.",
  },
  {
    element: '6.1.1',
    category: 'embedded',
    title:
      'Can families enter the service and spend time with their child whenever the child is there, unless a court order or genuine safety reason prevents it?',
    description:
      'The Regulations give parents access to the service while their child is being educated and cared for, with limited exceptions. An open door signals that families are partners, not visitors.',
    yesDescription:
      "A policy stating families' right of access and its exceptions; families seen staying, visiting or joining experiences; no unnecessary restrictions such as set visiting hours for parents.",
    noDescription:
      "The director reviews policies and signs for anything that limits families' access beyond what the law allows and fixes them. Tell families in the next newsletter that they are welcome any time. Track how often families stay or visit over a term.",
  },
  {
    element: '6.1.1',
    category: 'critical_reflections',
    title:
      'Do you look at which families take part in the service and which do not, ask why, and change how you invite involvement?',
    description:
      'Some families are always involved; others never are. Reflecting on barriers, such as work hours, language, confidence or past experience, helps the service reach everyone.',
    yesDescription:
      'A simple record of family involvement across activities; reflections on who is missing and why; new approaches tried (different times, online options, personal invitations) and their results.',
    noDescription:
      "The director lists the year's family involvement opportunities and which families took part. Room leaders talk personally with two families who rarely take part to learn what would help. Trial one change and compare involvement the next term.",
  },
  {
    element: '6.1.1',
    category: 'critical_reflections',
    title:
      'Do you reflect on how family feedback is used in service decisions, and whether families can see what changed because of it?',
    description:
      'Asking for feedback without acting on it, or acting without telling families, undermines trust. Reflection checks whether feedback leads anywhere and whether families can see it did.',
    yesDescription:
      "Records of feedback collected and decisions taken; 'you said, we did' updates; reflections on feedback that was not acted on and why, explained to families.",
    noDescription:
      "After each survey or consultation, the director summarises what families said, decides actions with the team and publishes a 'you said, we did' update. Review at year end how many suggestions led to change.",
  },
  {
    element: '6.1.1',
    category: 'partnerships_with_family',
    title:
      'Do families contribute to service decisions, such as policy reviews, the philosophy, the QIP or changes to routines, through surveys, committees or conversations?',
    description:
      'Families should be able to help shape how the service runs, such as its policies, philosophy, QIP and routines, not only decisions about their own child.',
    yesDescription:
      'Records of family input into policy reviews, the philosophy and the QIP; a family advisory group or committee where relevant; decisions that visibly reflect family input.',
    noDescription:
      'The director lists the next three decisions due (for example, a policy review and the QIP update) and invites family input for each through a short survey or discussion. Record what was said and what changed, and share the results with families.',
  },
  {
    element: '6.1.1',
    category: 'partnerships_with_family',
    title:
      'Do you offer several ways for families to take part, such as events outside work hours, sharing skills, online contributions or helping with projects?',
    description:
      'Families differ in time, confidence and interests. A range of options, including some outside working hours or from home, helps every family find a way to be involved.',
    yesDescription:
      'A calendar of involvement opportunities at different times and in different forms; participation records showing a broad range of families; families describing how they take part.',
    noDescription:
      'The director and room leaders plan a year of involvement options varying in time and type, including at least one that can be done from home. Publish the calendar and track participation each term.',
  },
  // 6.1.2 Parent views are respected
  {
    element: '6.1.2',
    category: 'embedded',
    title:
      'Do educators ask families about their expertise, values and culture, record it, and show it in the way they care for and teach their child?',
    description:
      'Families are the experts on their children. Respecting their expertise, culture, values and beliefs means asking, recording and acting on what they share.',
    yesDescription:
      'Enrolment and update records of family values, culture and preferences; plans and care practices reflecting them; families confirming educators know and respect their ways.',
    noDescription:
      "Room leaders review each child's records for family values and culture and fill gaps through conversations this term. Educators note in plans where family preferences shaped care or learning. Check a sample each term.",
  },
  {
    element: '6.1.2',
    category: 'embedded',
    title:
      "Do families share in decisions about their child's learning and wellbeing, such as goals, routines, room moves and transitions?",
    description:
      'Shared decision-making means families are consulted before decisions about their child are made, such as a room move, a change to sleep arrangements or a learning goal, rather than being told afterwards.',
    yesDescription:
      'Records showing families were consulted before room moves, routine changes and goal-setting; decisions adjusted because of family views; families saying they are involved in decisions about their child.',
    noDescription:
      'The director sets an expectation that families are consulted before any planned change for their child and that the conversation is recorded. Room leaders check records for every move and routine change this term. Ask families at term end whether they felt involved.',
  },
  {
    element: '6.1.2',
    category: 'critical_reflections',
    title:
      "When a family's request conflicts with service practice or the law, do educators consider both perspectives and look for a respectful solution?",
    description:
      "Requests such as 'don't let her sleep' or 'keep him indoors' can conflict with children's needs or regulations. Reflection helps educators respond with respect and find workable compromises.",
    yesDescription:
      "Records of such conversations and the agreed approach; reflections on what educators learned about the family's perspective; families saying they felt heard even when the answer was no.",
    noDescription:
      'The director coaches room leaders on a simple approach (listen, explain the reason, explore options, agree and review). Record each case and its outcome. Review cases each term to spot patterns.',
  },
  {
    element: '6.1.2',
    category: 'critical_reflections',
    title:
      'Do educators reflect on their own beliefs and assumptions about parenting styles, family structures and cultures, and how these affect their relationships with families?',
    description:
      "Unexamined assumptions about 'good parenting', family structures or cultural practices can lead educators to judge families or treat them differently. Reflection helps educators recognise these and see each family's strengths.",
    yesDescription:
      'Reflections or professional learning on bias and family diversity; changes in language in documentation and conversations; families from diverse backgrounds reporting respectful relationships.',
    noDescription:
      'The educational leader leads a session on family diversity and assumptions using anonymised scenarios. Each educator identifies one assumption to work on and revisits it in supervision. Repeat the session in six months with new scenarios.',
  },
  {
    element: '6.1.2',
    category: 'partnerships_with_family',
    title:
      'When families give input about their child, are they told what changed as a result, so they can see their views were respected?',
    description:
      'Telling families what happened because of their input shows that their views count and encourages them to keep sharing. Silence after input reads as being ignored.',
    yesDescription:
      "Records pairing family input with the educator's response and what changed; follow-up messages or conversations; families saying their views made a difference to their child's care or learning.",
    noDescription:
      "Agree that educators reply to family input with what they will do, and follow up within a month with what happened. Room leaders check a sample of records monthly. Ask in the next family survey whether families feel their views shape their child's experience.",
  },
  {
    element: '6.1.2',
    category: 'partnerships_with_family',
    title:
      "Do you use interpreters, cultural advisers or community organisations to understand and respect families whose language or culture differs from educators'?",
    description:
      'Language and cultural differences can hide misunderstandings about routines, learning and wellbeing. Professional interpreters (not children or siblings) and cultural advisers help build genuine understanding.',
    yesDescription:
      'Interpreters used for enrolment, progress conversations and sensitive matters; contact with cultural or community organisations; translated key information; families saying they could communicate with educators.',
    noDescription:
      'The director sets up access to a professional interpreter service and lists local cultural organisations. Use interpreters for enrolment and important conversations, never children. Ask the families concerned, with an interpreter, whether communication has improved.',
  },
  // 6.1.3 Families are supported
  {
    element: '6.1.3',
    category: 'embedded',
    title:
      'Is current information about the service, such as policies, fees, the philosophy, educators and who to contact, easy for every family to find?',
    description:
      'Families need accurate, up-to-date information about how the service operates. Out-of-date handbooks or hard-to-find policies leave families guessing.',
    yesDescription:
      'A current family handbook; policies accessible at the service and online; the philosophy displayed; fee and contact information up to date; families able to find information when asked.',
    noDescription:
      'The director reviews the family handbook and online information for accuracy, updates anything out of date and sets a yearly review date. Ask three families to find specific information and note any difficulties.',
  },
  {
    element: '6.1.3',
    category: 'embedded',
    title:
      'Do you keep an up-to-date list of local services, such as maternal and child health, family support, disability, mental health and parenting programs, and share it with families?',
    description:
      'Families look to the service for help finding support. A current list of local maternal and child health, family support, disability, mental health and parenting services lets educators connect families quickly.',
    yesDescription:
      'A current directory of community services, checked within the last six months, displayed or available; brochures in the foyer; educators knowing where to find the list; records of families referred or given information.',
    noDescription:
      'The director or a nominated educator compiles a list of local services, rings or checks the website of each to confirm details, and displays it. Review it every six months and after any family reports a service was unhelpful.',
  },
  {
    element: '6.1.3',
    category: 'critical_reflections',
    title:
      'Do you reflect on what your families currently need, such as cost-of-living pressure, mental health, new arrivals or isolation, and update the support you offer?',
    description:
      "Family needs change with the community and the times, such as cost-of-living pressure, housing stress, new arrivals or isolation. Reflecting on current needs keeps the service's support relevant.",
    yesDescription:
      'Meeting notes on the pressures families are facing (without identifying families); support information updated in response; new connections with services that match current needs.',
    noDescription:
      'At a team meeting each term, educators share, without identifying families, the pressures families are mentioning. The director updates information and contacts in response and reviews at year end which supports families used.',
  },
  {
    element: '6.1.3',
    category: 'critical_reflections',
    title:
      'Do educators reflect on how they raise support with a family, so that offers of help are private, respectful and free of judgement?',
    description:
      "How support is offered matters as much as what is offered. A comment at the sign-in desk about a child's clothes or lunch can shame a family; the same concern raised privately, with options, can open a door.",
    yesDescription:
      'Reflections or coaching notes on sensitive conversations; a private space used for them; educators describing how they prepare (timing, words, options to offer); families accepting support and continuing to engage.',
    noDescription:
      'The director runs a short session with room leaders on raising sensitive matters: choose a private time and place, start with what you have noticed and care about, offer choices rather than instructions, and follow up. Role-play two anonymised examples. Review real cases together each term.',
  },
  {
    element: '6.1.3',
    category: 'partnerships_with_family',
    title:
      'Do you have working relationships with local agencies, such as maternal and child health nurses, family support services and parenting programs, so you can introduce families to a named person?',
    description:
      'A warm introduction to someone the service knows is far more likely to be taken up than a brochure or a phone number. Relationships with local agencies make that possible.',
    yesDescription:
      'Named contacts at local agencies and how to reach them; records (with consent) of families introduced and whether they connected; agencies visiting the service or running sessions there.',
    noDescription:
      'The director contacts two local agencies this term, introduces the service and agrees how referrals or introductions will work, including consent. Share the contacts with room leaders. At year end, review how many families were connected and whether the agencies were the right ones.',
  },
  {
    element: '6.1.3',
    category: 'partnerships_with_family',
    title:
      'Do you host family information sessions, or help families connect with each other, on topics families themselves have asked about?',
    description:
      'Families often gain the most practical support from each other and from sessions on real concerns, such as sleep, fussy eating or starting school. Asking families first makes sessions worth attending.',
    yesDescription:
      'A record of topics families requested; sessions or gatherings held, with guest speakers where useful; attendance and feedback; families describing friendships or support networks formed through the service.',
    noDescription:
      "The director asks families, through a short poll, which topics or get-togethers interest them, and schedules one per term at a time most families can attend, with an online option. Record attendance and feedback and let the poll guide the next year's plan.",
  },
  // 6.2.1 Transitions
  {
    element: '6.2.1',
    category: 'embedded',
    title:
      "Are moves between rooms planned gradually with the child, the family and both rooms' educators, with information about the child handed over?",
    description:
      'Continuity of learning and wellbeing depends on sharing information and being clear about responsibilities when a child changes rooms. Moves timed only by birthdays or vacancies, without visits or handover, unsettle children.',
    yesDescription:
      "Written transition plans with visits to the new room over several days; handover notes on the child's interests, learning goals, routines and health needs; families consulted on timing; records of how the child settled.",
    noDescription:
      'Room leaders agree a standard room transition process (family conversation, visits, handover notes, check-in after two weeks) and the director makes sure rosters allow visits. Use it for every move this term and ask each family afterwards how the move went.',
  },
  {
    element: '6.2.1',
    category: 'embedded',
    title:
      "Do you support children's move to school by sharing a transition statement or learning summary with the school, with the family's consent and input?",
    description:
      "Starting school is one of the biggest transitions of early childhood. A summary of the child's strengths, interests and approaches to learning helps the teacher build on what is known. Some states have a set format.",
    yesDescription:
      'Completed transition statements or summaries, with family input and signed consent; records of what was shared and with which school; school-related experiences in the program; feedback from schools or families.',
    noDescription:
      'The educational leader confirms whether your state has a set transition statement and adopts it or a short template. Educators complete statements with families in the final term and send them, with consent, before school starts. Ask a few schools and families afterwards whether the information helped.',
  },
  {
    element: '6.2.1',
    category: 'embedded',
    title:
      'For children who move between your service and others in a day or week, such as school, OSHC or another service, are handovers and responsibilities clear at each point?',
    description:
      'When a child moves between settings it must be clear who is responsible at each moment, how attendance is confirmed and what information passes between settings, including health needs.',
    yesDescription:
      'Written handover arrangements with each school or service; attendance confirmed at each handover; safe arrival procedures where the service collects or transports children; relevant information shared with consent.',
    noDescription:
      'The director meets each school or service your children move between and agrees in writing who is responsible when, how absences are communicated and what information is shared. Brief educators and test the arrangement in the first fortnight. Review it each year.',
  },
  {
    element: '6.2.1',
    category: 'critical_reflections',
    title:
      'Do you check how children cope after a transition, such as a room move, a new educator or starting school, and adjust your transition practices from what you learn?',
    description:
      "A transition process is only as good as children's experience of it. Looking back at how children settled shows which parts of the process help and which need to change.",
    yesDescription:
      'Notes of how children settled after moves; feedback from families and receiving educators or teachers; reflections identifying what helped; changes to the transition process, such as more visits or earlier family conversations.',
    noDescription:
      'After each room move, the receiving room leader notes how the child settled at two and six weeks and asks the family. Each term, the educational leader reviews these notes with room leaders and agrees one change to the process.',
  },
  {
    element: '6.2.1',
    category: 'critical_reflections',
    title:
      "Do educators reflect on the smaller daily transitions, such as arrival, departure and moving between experiences, and how they affect children's wellbeing?",
    description:
      'Children make many transitions every day. Rushed or unpredictable ones can cause distress and conflict; calm, predictable ones build security.',
    yesDescription:
      'Reflections on arrivals, departures and changes between experiences; strategies such as warnings before change, songs, visual schedules and staggered moves; observations of calmer transitions.',
    noDescription:
      "Each room leader picks the room's hardest daily transition, observes it for a week and tries one change with the team (for example, a five-minute warning with a visual timer). Observe again after a month and compare children's distress and conflicts.",
  },
  {
    element: '6.2.1',
    category: 'partnerships_with_family',
    title:
      "Do you have relationships with local schools, such as visits, teacher meetings or shared events, that support children's move to school?",
    description:
      'When educators and teachers know each other, information is shared more easily and children meet familiar faces when they start school.',
    yesDescription:
      'Records of contact with local schools; visits by children to schools or teachers to the service; meetings to share information; feedback from teachers.',
    noDescription:
      'The director or educational leader contacts the main schools your children go to, introduces the service and proposes one contact per year (a visit, a teacher meeting or a shared event). Record contacts and ask teachers afterwards what would help further.',
  },
  {
    element: '6.2.1',
    category: 'partnerships_with_family',
    title:
      "Do families share in planning their child's transitions, including the timing, how it will happen and what information is passed on?",
    description:
      "Families know their child best and have a right to shape what is shared about them. Planning transitions together gives families confidence and keeps the child's needs central.",
    yesDescription:
      'Transition plans recording family input; families approving what information is shared; families saying the transition was well handled.',
    noDescription:
      "Room leaders add a family conversation to every planned transition, covering timing, the child's needs and what information will be shared. Record the agreement. Ask families afterwards how well the transition went and use the answers to improve.",
  },
  // 6.2.2 Access and participation
  {
    element: '6.2.2',
    category: 'embedded',
    title:
      'Do children with additional needs have an individual plan, or a strategic inclusion plan for the service, that educators follow every day?',
    description:
      "Effective partnerships support children's access, inclusion and participation. Plans turn those partnerships into daily practice that all educators, including relief staff, know and use.",
    yesDescription:
      'Individual learning or support plans for children with additional needs; a current strategic inclusion plan where the service uses the Inclusion Support Program; educators able to explain the strategies; observations of them in use.',
    noDescription:
      "The director and educational leader identify children needing individual plans and develop them with families and professionals. Update the service's strategic inclusion plan if you use one. Room leaders brief all educators and check use monthly.",
  },
  {
    element: '6.2.2',
    category: 'embedded',
    title:
      'Do you make use of available inclusion support, such as your Inclusion Agency and Inclusion Support Program funding, so every child can participate fully?',
    description:
      "The Australian Government's Inclusion Support Program offers advice and practical help through Inclusion Agencies, and funding for extra support where a child's needs call for it. A service that does not know what it can ask for may leave children without support they could have.",
    yesDescription:
      'Regular contact with your Inclusion Agency; a current strategic inclusion plan; funding applications and approvals on file where relevant; additional educators, equipment or training in place; observations showing the children concerned taking part in the program.',
    noDescription:
      "The director contacts the Inclusion Agency this month to discuss the children who need support and the help available, and starts or updates the strategic inclusion plan with the educational leader. Apply for funding where eligible. Review the plan with the Agency each term and record changes in children's participation.",
  },
  {
    element: '6.2.2',
    category: 'critical_reflections',
    title:
      'Do you reflect on barriers that could stop some families from enrolling or taking part, such as cost, enrolment practices, language or how the service is promoted?',
    description:
      'Access starts before a child enrols. Enrolment forms, waiting list rules or language barriers can keep some families out without anyone intending it.',
    yesDescription:
      'Reviews of enrolment practices, forms and promotion with the barriers found; changes made to reduce them (translated information, help with Child Care Subsidy applications, flexible orientation); enrolments that increasingly reflect the local community.',
    noDescription:
      'The director reviews enrolment processes, forms and promotion with a local family support agency or community organisation, lists barriers and removes one each term. Compare enrolments with local community profiles at year end.',
  },
  {
    element: '6.2.2',
    category: 'critical_reflections',
    title:
      'Do you review whether inclusion strategies are actually working for each child, and change them if the child is still not participating?',
    description:
      "A plan on paper does not guarantee inclusion. Regular review, based on observations of the child's actual participation, shows whether strategies need to change.",
    yesDescription:
      "Review dates on individual plans; observations of each child's participation over time; strategies changed when evidence showed they were not working; families and professionals included in reviews.",
    noDescription:
      "Room leaders review each child's plan every term, using observations of participation across the day and input from the family and professionals. Record what changed and why. The educational leader checks that every plan has been reviewed on time.",
  },
  {
    element: '6.2.2',
    category: 'partnerships_with_family',
    title:
      "Do you work with families and the professionals supporting their child, such as NDIS early childhood partners or therapists, to support the child's participation?",
    description:
      "Partnerships between families, educators and specialists, such as NDIS early childhood partners, therapists and inclusion professionals, give children consistent support and let each party build on the others' knowledge.",
    yesDescription:
      "Records of meetings or communication with families and professionals, with consent; shared goals in the child's plan; educators using recommended strategies in play and routines; reviews held together.",
    noDescription:
      'With family consent, room leaders contact the professionals supporting each child with additional needs to share goals and strategies. Agree how updates will flow. Review together each term and record what changed.',
  },
  {
    element: '6.2.2',
    category: 'partnerships_with_family',
    title:
      'Can therapists and other professionals visit the service to work with a child in their everyday play and routines, with clear arrangements for consent and supervision?',
    description:
      "Therapy delivered in the child's usual setting helps children use new skills where they need them, and lets educators learn strategies directly.",
    yesDescription:
      'A policy or procedure for visiting professionals, including consent, sign-in, screening checks and privacy; records of visits; educators reporting strategies learned.',
    noDescription:
      'The director writes a short procedure for visiting professionals and shares it with families whose children have therapists. Record visits and ask educators what they learned. Review the procedure yearly.',
  },
  // 6.2.3 Community engagement
  {
    element: '6.2.3',
    category: 'embedded',
    title:
      'Is connection with the local community planned into the program throughout the year, through visits, visitors and events, rather than happening by chance?',
    description:
      'The service builds relationships and engages with its community. Planned, regular engagement across the year helps children understand and belong to the place they live, rather than meeting it only at the annual concert.',
    yesDescription:
      "A calendar of community engagement across the year; program entries with learning intentions; documentation of children's community experiences; records of visitors and visits.",
    noDescription:
      'The director and educational leader draft a yearly community engagement calendar with at least one event or visit per term per room. Record and reflect on each one and review the calendar at year end.',
  },
  {
    element: '6.2.3',
    category: 'embedded',
    title:
      'Do you build ongoing relationships with local Aboriginal and Torres Strait Islander communities and acknowledge Country in meaningful ways?',
    description:
      "Respectful, ongoing relationships with Aboriginal and Torres Strait Islander communities support children's learning about the first cultures of the land where they live.",
    yesDescription:
      'An Acknowledgement of Country practice developed with children; contact with local Aboriginal organisations or Elders; a Reconciliation Action Plan or similar commitment; cultural learning embedded in the program.',
    noDescription:
      'The director contacts the local Aboriginal land council or community organisation to ask how the service can build a respectful relationship. Consider starting a Narragunnawali Reconciliation Action Plan. Review progress yearly.',
  },
  {
    element: '6.2.3',
    category: 'critical_reflections',
    title:
      'Have you reflected on who makes up your community, including its cultures, needs and resources, and what your service contributes to it as well as gains from it?',
    description:
      'Community engagement is a two-way relationship. Knowing the community well helps the service choose partnerships that matter to children and families and offer something back.',
    yesDescription:
      'A community profile (for example, using census or council information and family input); reflections on which groups the service is and is not connected with; actions taken as a result, including ways the service contributes.',
    noDescription:
      'The director and educational leader draw up a simple community profile with the team and families, list current connections, and identify one group the service is not yet connected with. Make contact this term and review the profile yearly.',
  },
  {
    element: '6.2.3',
    category: 'critical_reflections',
    title:
      'Do you evaluate what each community partnership offers children, and strengthen, change or end partnerships that are not meaningful?',
    description:
      'Some partnerships run on habit long after they stop benefiting children. Evaluation keeps them purposeful and frees time for partnerships that matter.',
    yesDescription:
      "Reflections on each partnership's benefit to children; documentation of learning from community experiences; decisions to deepen, change or end partnerships, with reasons.",
    noDescription:
      'At the end of each year, the educational leader lists community partnerships and asks room teams what children gained from each. Keep, change or end each with reasons and share the decisions with partners respectfully.',
  },
  {
    element: '6.2.3',
    category: 'partnerships_with_family',
    title:
      'Do you have ongoing partnerships with local organisations, such as the library, an aged care home, schools or sporting clubs, that bring regular benefits to children?',
    description:
      'Lasting partnerships, built over time, give children familiar community connections and richer experiences than one-off events.',
    yesDescription:
      "Named contacts and regular shared activities with community organisations over at least a year; documentation of children's learning from them; partners' feedback.",
    noDescription:
      'The director chooses one local organisation to build a regular partnership with, agrees a schedule of shared activities with them and records each one. Review with the partner after six months what is working for children and for them.',
  },
  {
    element: '6.2.3',
    category: 'partnerships_with_family',
    title:
      'Does the service share its knowledge and resources with the community, for example by hosting a playgroup, offering space or contributing to council early years planning?',
    description:
      'Services can be community hubs. Contributing expertise and space strengthens relationships and supports local families, including those not enrolled.',
    yesDescription:
      'Records of community use of the premises or events hosted; participation in council early years networks or planning; community feedback.',
    noDescription:
      "The director identifies one way to share the service's space or expertise (for example, a monthly playgroup or a talk at a council forum), sets it up with a risk assessment and records participation. Review after six months.",
  },
];
