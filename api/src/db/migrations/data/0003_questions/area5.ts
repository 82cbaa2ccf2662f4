// FROZEN with migration 0003, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

import type { QuestionSeed } from './types';

/** Quality area 5: Relationships with children. */
export const AREA_5_QUESTIONS: QuestionSeed[] = [
  // 5.1.1 Positive educator to child interactions
  {
    element: '5.1.1',
    category: 'embedded',
    title:
      "Do educators interact warmly with every child throughout the day, at the child's level, using their name and responding to their cues, including during routines and busy times?",
    description:
      'Responsive, meaningful interactions build trusting relationships that help each child feel secure, confident and included. Warmth should be constant, not reserved for planned experiences or calm moments.',
    yesDescription:
      "Observations of educators kneeling or sitting at children's level, using names, smiling, listening and responding to cues during arrivals, meals, nappy changes and pack-up; children seeking out educators for comfort and to share discoveries; a calm tone even at busy times.",
    noDescription:
      'The director or educational leader observes each room for 20 minutes at a busy time and a calm time, noting interactions. Share strengths and one focus with each room team. Room leaders model the focus for a month. Re-observe at the same times to compare warmth and responsiveness.',
  },
  {
    element: '5.1.1',
    category: 'embedded',
    title:
      'Does each child, especially new, very young or unsettled children, have at least one educator who knows them well and with whom they have a secure relationship?',
    description:
      'Children explore and learn best when they have a trusted adult. A key educator or primary caregiving approach makes sure no child is left without one.',
    yesDescription:
      "A list of children's key or primary educators; settling plans for new children naming the educator responsible; children going to a particular educator for comfort; educators able to describe each of their key children in detail.",
    noDescription:
      'Room leaders assign each child a key educator, aligned with rosters, and share the list with families. Key educators spend some one-to-one time with each child weekly and update families. After a term, ask each educator to describe their key children and check that unsettled children have settled.',
  },
  {
    element: '5.1.1',
    category: 'critical_reflections',
    title:
      'Do educators reflect honestly on which children they find harder to connect with, and plan how to build those relationships?',
    description:
      'Every educator finds some children easier to warm to than others. Naming this privately and planning for it means no child misses out on responsive care.',
    yesDescription:
      'Reflections or supervision notes where educators identify children they connect with less and their plans; later observations of warmer interactions with those children; no child consistently overlooked.',
    noDescription:
      "In one-to-one supervision, the room leader invites each educator to name one child they find harder to connect with and agree a strategy (for example, five minutes of child-led play daily). Follow up after a month and record changes in the child's engagement.",
  },
  {
    element: '5.1.1',
    category: 'critical_reflections',
    title:
      'Do you use peer observation or leader feedback to check that interactions stay warm and responsive across the whole day, and discuss the findings as a team?',
    description:
      'Educators rarely see their own interactions from the outside. Observation by a trusted colleague shows patterns, such as more instructions than conversations at transition times.',
    yesDescription:
      'Peer observation records focused on interactions; feedback conversations; team discussion of common patterns; changes such as fewer whole-group directions or more one-to-one conversations.',
    noDescription:
      'Set up peer observation pairs for a term, each observing the other twice for 15 minutes with a simple checklist (tone, eye level, responses to cues). Pairs agree one goal each. The educational leader summarises common patterns for the team without naming individuals.',
  },
  {
    element: '5.1.1',
    category: 'partnerships_with_family',
    title:
      'Do you learn from families how their child shows feelings and seeks comfort, and use that in the way educators respond?',
    description:
      'A child may go quiet when upset, or need a particular song, toy or touch to settle. Families know these signals; educators who use them respond more quickly and warmly.',
    yesDescription:
      "Records of each child's comfort signals and strategies from families; educators using the same words or comforts; families saying educators understand their child.",
    noDescription:
      "Add 'How does your child show they are upset, and what helps?' to enrolment and annual updates. Room leaders share answers with all room educators, including relief staff. Check with families at the next catch-up whether educators' responses match what works at home.",
  },
  {
    element: '5.1.1',
    category: 'partnerships_with_family',
    title:
      "Do educators use greetings, words and songs from children's home languages and cultures to help each child feel they belong?",
    description:
      'Hearing a familiar word or song can make a child feel safe and included, especially a child new to English or to group care.',
    yesDescription:
      "Key words in each child's home language gathered from families and used by educators; songs and greetings from children's cultures in daily practice; children responding to them.",
    noDescription:
      'Room leaders ask each family who speaks another language at home for five key words (hello, drink, toilet, mum, dad) and how to say them. Display them for educators and use them daily. Ask families after a month whether their child has noticed.',
  },
  // 5.1.2 Dignity and rights of the child
  {
    element: '5.1.2',
    category: 'embedded',
    title:
      "Are children's privacy and bodily autonomy respected during nappy changes, toileting, dressing and rest, for example by telling children what will happen before touching them?",
    description:
      "Care routines involve close physical contact. Respectful practice asks, explains and waits, protects children's privacy and treats care as a relationship rather than a task.",
    yesDescription:
      'Observations of educators explaining and inviting cooperation before picking up or changing a child; screens or positioning that give privacy in bathrooms while supervision is kept; children not undressed in front of others unnecessarily.',
    noDescription:
      "The educational leader observes care routines in each room and leads a session on respectful care (narrate, ask, wait). Each educator commits to one change. Room leaders observe again after a month. Success: educators consistently explain before touching and children's privacy is protected.",
  },
  {
    element: '5.1.2',
    category: 'embedded',
    title:
      "Is children's behaviour guided without shaming, threats, isolation or withholding food or comfort, in line with the law on inappropriate discipline?",
    description:
      "The National Law prohibits corporal punishment and any discipline that is unreasonable in the circumstances. Practices such as time out away from the group, sarcasm or taking away food can harm children's dignity.",
    yesDescription:
      'A behaviour guidance policy ruling out these practices; observations of educators guiding behaviour calmly and respectfully; no records of isolation or withheld food; educators able to explain alternatives to time out.',
    noDescription:
      'The director reviews the behaviour guidance policy with the team, naming practices that are not acceptable and agreeing alternatives. Room leaders watch for and address any slips immediately. Check through observation and incident records each month for a term.',
  },
  {
    element: '5.1.2',
    category: 'critical_reflections',
    title:
      'Do educators reflect on everyday practices that may undermine dignity, such as talking about children in front of them, displaying toileting charts or rushing children through care?',
    description:
      "Practices that seem harmless can embarrass children or deny them respect. Looking at practice from the child's point of view helps the team notice them.",
    yesDescription:
      'Reflections naming practices the team changed; displays free of private information; educators speaking with children rather than about them in their presence.',
    noDescription:
      "The educational leader asks each room to walk through its day from a child's point of view, listing moments where a child might feel embarrassed or unheard. Agree changes and check them at the next room meeting.",
  },
  {
    element: '5.1.2',
    category: 'critical_reflections',
    title:
      "Does your team discuss children's rights under the UN Convention on the Rights of the Child, and how the right to be heard shows in your practice?",
    description:
      'Children have rights of their own, including the right to express views on matters that affect them. Reflection on rights helps educators see children as citizens, not only as people to be looked after.',
    yesDescription:
      "Meeting notes discussing children's rights; practices changed as a result, such as children consulted about the room or routines; children's rights referenced in the philosophy or policies.",
    noDescription:
      "The educational leader introduces a child-friendly summary of children's rights at a team meeting. Each room identifies one way to strengthen children's right to be heard and documents the change and children's response.",
  },
  {
    element: '5.1.2',
    category: 'partnerships_with_family',
    title:
      "Do you obtain families' consent, and ask children where they can understand, before taking, using or sharing images of children?",
    description:
      "Images of children should be taken and used respectfully. Families' consent is needed for how images are used and shared, and asking children ('Can I take a photo of your tower?') respects their dignity and agency.",
    yesDescription:
      "Consent forms with clear options for each use (documentation, displays, social media); a list educators check before sharing; educators asking children before photographing them and respecting a 'no'; images shared only as consented.",
    noDescription:
      'The director reviews consent forms so families can choose each use separately, and briefs educators to ask children before taking photos. Check a sample of shared images against consents each term and correct any mismatch immediately.',
  },
  {
    element: '5.1.2',
    category: 'partnerships_with_family',
    title:
      "When a family's expectations about discipline or a child's choices differ from the service's practice, do educators discuss it openly and respectfully?",
    description:
      "Families may expect smacking, time out or strict control. Educators explain the service's approach and the law, listen to the family's views and find common ground that keeps the child's dignity at the centre.",
    yesDescription:
      'Records of conversations with families about differing expectations; agreed approaches; families informed of the behaviour guidance policy.',
    noDescription:
      "The director prepares plain-language information on the service's approach to guiding behaviour and coaches room leaders on how to discuss differences. Record conversations and follow up to check the agreed approach is working.",
  },
  // 5.2.1 Collaborative learning
  {
    element: '5.2.1',
    category: 'embedded',
    title:
      'Do educators plan experiences where children work together, such as group projects, construction or shared problem solving, and support them to help each other?',
    description:
      'Children learn from and with each other. Educators create deliberate opportunities for collaboration, such as building a large structure, planning a garden or solving a shared problem, and coach children in sharing ideas, taking turns and helping.',
    yesDescription:
      'Program entries for collaborative experiences with learning intentions; observations of children negotiating, sharing roles and helping each other with educators coaching; documentation of group projects over time.',
    noDescription:
      'Each room plans at least one collaborative experience per week for a term and notes how children worked together and what educators did to support it. The educational leader reviews the documentation monthly and shares strong examples at team meetings.',
  },
  {
    element: '5.2.1',
    category: 'embedded',
    title:
      'Do children have regular chances to learn with children of different ages and abilities, such as older children helping younger ones or shared outdoor play?',
    description:
      'Mixed-age and mixed-ability play lets children lead, teach, imitate and care for others. Siblings and friends in other rooms also give children a sense of continuity.',
    yesDescription:
      'Shared outdoor or mixed-age times on the daily routine; observations of older children showing younger ones how to do something; documentation of children helping a peer with additional needs join in, with educators supporting rather than taking over.',
    noDescription:
      'The director and room leaders agree one regular mixed-age time (for example, shared late-afternoon outdoor play) with supervision planned. Educators document examples of children teaching or helping each other. Review after a term whether children seek each other out across rooms.',
  },
  {
    element: '5.2.1',
    category: 'critical_reflections',
    title:
      'Do educators reflect on how groups form during play, including whether some children are always left out or always dominate, and act on it?',
    description:
      'Left alone, group play can settle into patterns where the same children lead and the same children are on the edge. Reflection helps educators notice and gently change these patterns.',
    yesDescription:
      'Reflections naming children on the edges of group play and strategies used (buddy pairs, small-group projects, roles that suit a quieter child); later observations showing those children more involved.',
    noDescription:
      'For one week, room educators note who plays with whom in three sessions a day. Discuss at planning which children are left out or dominate, and plan small-group experiences that give each child a valued role. Repeat the observation after a month.',
  },
  {
    element: '5.2.1',
    category: 'critical_reflections',
    title:
      "Do educators consider whether their own interventions support children's collaboration or cut it short, for example by solving problems for them too quickly?",
    description:
      'Stepping in early to settle a disagreement or finish a task can remove the chance for children to negotiate and learn from each other. Reflection helps educators judge when to wait.',
    yesDescription:
      'Reflections on moments educators stepped in or waited during group play; educators describing how they coached children to solve a problem together; observations of children negotiating with less adult direction.',
    noDescription:
      'The educational leader asks each educator to record two collaborative moments a week: what they did, and what the children did next. Discuss examples at room meetings and agree when to coach rather than solve. Review recordings after a month for more child-led solutions.',
  },
  {
    element: '5.2.1',
    category: 'partnerships_with_family',
    title:
      "Do you share with families how their child plays and learns with others, and ask them about their child's friendships and social life outside the service?",
    description:
      "Friendships matter to children and families. Sharing what educators see, and hearing about play with siblings, cousins and neighbours, helps both support the child's social learning.",
    yesDescription:
      'Documentation shared with families showing their child working with peers; notes of family comments about friendships and social experiences at home; plans using this information, such as pairing friends.',
    noDescription:
      'Each educator shares with the families of their key children, once a term, a story of their child playing or learning with others and asks about friendships at home. Record what families say and use it in planning. Check coverage of all children at term end.',
  },
  {
    element: '5.2.1',
    category: 'partnerships_with_family',
    title:
      'Do children learn and collaborate with people in the wider community, such as residents of an aged care home, local school students or community groups?',
    description:
      'Intergenerational and community programs give children new people to learn with and from, and show them that collaboration happens everywhere.',
    yesDescription:
      'Records of regular visits or exchanges with a community partner; risk assessments; documentation of children working with community members and what they learned.',
    noDescription:
      "The director approaches one community partner (an aged care home, a primary school class) to plan a regular shared activity. Complete risk assessments and authorisations, then document children's interactions and review the partnership after a term with the partner.",
  },
  // 5.2.2 Self-regulation
  {
    element: '5.2.2',
    category: 'embedded',
    title:
      'Do educators consistently help children name their feelings, calm themselves and work through conflicts using agreed strategies, such as emotion coaching, visual prompts or calm spaces?',
    description:
      'Self-regulation is learned with adult support. When all educators use the same language and strategies, children learn them faster and feel secure.',
    yesDescription:
      'Agreed strategies written down and used by all educators in a room; visual supports (feelings cards, problem-solving steps) at child height; observations of educators coaching children through conflict rather than imposing solutions.',
    noDescription:
      'The educational leader runs a short session on emotion coaching and conflict resolution steps. Each room agrees its strategies and visual prompts and displays them. Room leaders observe conflicts for a month and note whether educators follow the steps and children begin to use them unprompted.',
  },
  {
    element: '5.2.2',
    category: 'embedded',
    title:
      'Is your behaviour guidance policy applied consistently across rooms, and do children who need more help have an individual behaviour support plan?',
    description:
      'A clear policy supports consistent practice. Children with persistent or intense behaviour need an individual plan, developed with the family, that all educators follow.',
    yesDescription:
      'A current behaviour guidance policy; individual plans for children who need them, with strategies, triggers and review dates; educators able to explain the plans; consistent practice observed in different rooms.',
    noDescription:
      'The director reviews the policy with educators and identifies children who need individual plans. Room leaders draft plans with families and, where useful, inclusion professionals, and review them monthly. Check consistency through observations in each room.',
  },
  {
    element: '5.2.2',
    category: 'critical_reflections',
    title:
      "When a child's behaviour is challenging, do educators look for the meaning behind it, such as triggers, unmet needs or the environment, before deciding how to respond?",
    description:
      'Behaviour is communication. Understanding why it happens leads to strategies that work, rather than reactions that treat only the symptom.',
    yesDescription:
      "Observation records tracking when and where behaviour happens (for example, ABC charts); reflections on possible causes; strategies that change the environment or routine, not only the child's response.",
    noDescription:
      'For a child whose behaviour concerns educators, the room leader records incidents for two weeks (what happened before, during and after). The team meets to identify patterns and plan changes. Review the records again after a month.',
  },
  {
    element: '5.2.2',
    category: 'critical_reflections',
    title:
      "Do educators reflect on whether their expectations of self-regulation suit children's ages and development, for example long group times or waiting in lines?",
    description:
      "Some 'behaviour problems' come from expectations that are too high for the children's age. Reflection helps educators adjust practice rather than blame children.",
    yesDescription:
      'Reflections questioning routines that need children to sit or wait for long periods; changes such as shorter group times, smaller groups or optional participation; fewer conflicts recorded afterwards.',
    noDescription:
      'Each room lists times when children are expected to sit still or wait, and times when conflicts cluster. Compare the lists at a team meeting and adjust one routine. Review conflict frequency after a month.',
  },
  {
    element: '5.2.2',
    category: 'partnerships_with_family',
    title:
      "Do you develop strategies for a child's behaviour together with the family and, where needed, specialists, so the child meets the same approach at home and at the service?",
    description:
      'Consistency between home and the service helps children learn to regulate. Families know what works at home, and specialists can add insight into underlying needs.',
    yesDescription:
      "Notes of meetings with families about behaviour; agreed strategies recorded in the child's plan for both settings; input from specialists with family consent; follow-up reviews of progress.",
    noDescription:
      'The room leader meets the family within two weeks of a concern arising, agrees strategies for home and the service, and seeks specialist input with consent if needed. Record the plan and review progress with the family after a month.',
  },
  {
    element: '5.2.2',
    category: 'partnerships_with_family',
    title:
      'Do you share with families the words and strategies educators use to help children manage feelings and resolve conflicts?',
    description:
      "When families know the language the service uses, such as 'you're feeling frustrated' or 'stop, think, talk', they can reinforce it at home.",
    yesDescription:
      'Information shared through newsletters, displays or family sessions about emotion coaching and conflict resolution; families saying they use the same words at home.',
    noDescription:
      'The educational leader writes a short guide for families on the strategies used and shares it with the next newsletter and at orientation. Invite families to a short session once a year. Ask families in a survey whether they found it useful.',
  },
];
