// FROZEN with migration 0003, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

import type { QuestionSeed } from './types';

/** Quality area 1: Educational program and practice. */
export const AREA_1_QUESTIONS: QuestionSeed[] = [
  // 1.1.1 Approved learning framework
  {
    element: '1.1.1',
    category: 'embedded',
    title:
      'Can educators in every room show how their program links experiences to the five learning outcomes of your approved learning framework?',
    description:
      'The approved learning framework your service uses (EYLF V2.0, My Time, Our Place V2.0 or, in Victoria, the VEYLDF alongside them) should be the reference point for curriculum decisions in every room, not only the kindergarten room. Educators should be able to say which outcomes an experience supports for which children, and why they chose it.',
    yesDescription:
      "Room programs and learning stories that name the outcomes an experience supports and explain the choice; over a term, each child's documentation touches all five outcomes. An assessor can ask any educator, including a casual, about a current experience and hear a clear link to an outcome and to particular children.",
    noDescription:
      "The educational leader runs a 30-minute session at the next team meeting on the five outcomes. Each room then maps the last four weeks of its program against them to find outcomes that are rarely planned for. The leader reviews each room's program fortnightly for a term. It has worked when every program links experiences to outcomes and educators explain the link in their own words.",
  },
  {
    element: '1.1.1',
    category: 'embedded',
    title:
      'Have your program, documentation templates and policies been updated to the current version of your approved learning framework?',
    description:
      'Version 2.0 of the approved learning frameworks added and strengthened principles and practices, such as Aboriginal and Torres Strait Islander perspectives, sustainability, and collaborative leadership and teamwork. Planning formats and policies written for the earlier version can keep the team working to outdated language and intent.',
    yesDescription:
      'Current framework documents available to every educator; programming templates, learning stories and the educational program policy using the current principles, practices and outcomes; educators able to describe at least one change in practice the new version prompted.',
    noDescription:
      'The educational leader compares your templates and educational program policy with the current framework and lists what is out of date. Rooms take one new principle a month to discuss and try in practice. Templates are updated within six weeks. Success: no current document refers only to the old version, and each room can show a practice change linked to the update.',
  },
  {
    element: '1.1.1',
    category: 'critical_reflections',
    title:
      "Does your team examine how the framework's principles and practices, not only its outcomes, show up in your daily curriculum decisions?",
    description:
      "Curriculum decision-making is more than ticking outcomes. The framework's principles (such as secure relationships, high expectations and equity) and practices (such as play-based learning and cultural responsiveness) should shape how educators plan, interact and organise the day.",
    yesDescription:
      'Meeting minutes or reflection journals where educators discuss a principle or practice against real examples from their room; changes to the program that came from those discussions; educators able to name which principles guide a recent decision.',
    noDescription:
      'Add a standing 15-minute item to room meetings: pick one principle or practice, share one example where the room lived it and one where it fell short, and agree one change. The educational leader records the changes. After a term, review whether the changes stuck and which principles have not yet been discussed.',
  },
  {
    element: '1.1.1',
    category: 'critical_reflections',
    title:
      'Have you reflected on whose knowledge, cultures and ways of learning your curriculum reflects, including Aboriginal and Torres Strait Islander perspectives?',
    description:
      'The frameworks expect Aboriginal and Torres Strait Islander perspectives and the cultures of enrolled families to be part of everyday curriculum, not an occasional theme or celebration. This needs honest reflection on what is included, what is missing and what is tokenistic.',
    yesDescription:
      'Reflections that question the cultural content of the program; Aboriginal and Torres Strait Islander perspectives woven through regular experiences (stories, language, connection to Country) with sources that are respectful and accurate; changes made after the reflection.',
    noDescription:
      "The educational leader leads a team audit of one month's program: which cultures appear, how, and who decided. Identify one tokenistic practice to replace and one authentic, ongoing practice to start, using local Aboriginal organisations or reputable resources for guidance. Review after a term with the same audit to see whether the balance shifted.",
  },
  {
    element: '1.1.1',
    category: 'partnerships_with_family',
    title:
      "Do you explain the approved learning framework to families in plain words, and use what they tell you about their child's identity and wellbeing when planning?",
    description:
      "Families understand their child's identity, culture and wellbeing in ways educators cannot see at the service. When families understand the framework's outcomes, they can contribute meaningfully to curriculum decisions for their child.",
    yesDescription:
      "A plain-language summary of the framework given at enrolment or displayed; conversations or forms where families share their child's interests, identity and wellbeing; plans for individual children that quote or cite what the family shared.",
    noDescription:
      "Write a one-page plain-language guide to the five outcomes with an example from your service for each, and share it at enrolment and in the next newsletter. Add two questions about identity and wellbeing to the 'all about me' form. Educators reference family input in at least one plan per child per term. Check a sample of plans at term end.",
  },
  {
    element: '1.1.1',
    category: 'partnerships_with_family',
    title:
      "Does your curriculum draw on your local community to build children's sense of connection with community, such as local places, organisations and Traditional Owners?",
    description:
      "Children's connection with their community is one of the framework's outcomes. Curriculum decisions can use the people, places and cultures around the service so children see themselves as part of, and contributors to, their local world.",
    yesDescription:
      "Programs that include local walks, visits or visitors with a clear learning purpose; knowledge of the Traditional Owners of the land the service is on, used in the program; children's documentation showing learning about and contributions to their community.",
    noDescription:
      "The director and educational leader list five local people, places or organisations children could learn from, including the local Aboriginal land council or community organisation. Each room plans one community-connected experience per term, linked to an outcome. Review at term end: did children's talk, play or work show new community knowledge?",
  },
  // 1.1.2 Child-centred
  {
    element: '1.1.2',
    category: 'embedded',
    title:
      "Can educators show, for any child in their room, how that child's strengths, ideas, culture and interests appear in the current program?",
    description:
      "Each child's knowledge, strengths, ideas, culture, abilities and interests are the starting point for the program. This should be visible for every child, not only the confident or talkative ones.",
    yesDescription:
      "An assessor picks any child: the educator can point to recent experiences that came from that child's interests, strengths or culture, and to documentation that explains the link. Room programs show child names or initials against planned experiences where relevant.",
    noDescription:
      'Each room lists its children and, next to each, one current strength, interest and cultural connection. Educators plan at least one experience per child per fortnight from that list and mark the source on the program. The educational leader spot-checks three children per room monthly; success is every spot-checked child visible in the program.',
  },
  {
    element: '1.1.2',
    category: 'embedded',
    title:
      "When children's interests shift during the day or week, does the program change to follow them, with those spontaneous changes recorded?",
    description:
      'A child-centred program is flexible. Educators adapt plans when children show new interests or ideas, rather than sticking to activities set a week in advance, and they note the change so the thread is not lost.',
    yesDescription:
      "Program documents with handwritten or added notes of spontaneous experiences and why they happened; follow-up experiences on later days; educators describing a recent time they dropped a plan to follow children's ideas.",
    noDescription:
      "Add a 'spontaneous learning' space to each room's program and ask educators to record at least two entries a week: what children showed, what educators did, and what follows. The educational leader reviews these in weekly planning. After six weeks, check that most weeks show spontaneous entries that carried into later planning.",
  },
  {
    element: '1.1.2',
    category: 'critical_reflections',
    title:
      "Do educators question whether the program builds on children's deeper ideas and questions, rather than surface interests such as a favourite character or toy?",
    description:
      'A child who loves a television character may really be interested in families, rescue or friendship. Reflecting on what lies beneath an interest leads to richer learning than themed colouring sheets or decorations.',
    yesDescription:
      "Reflections or analysis that ask 'what is this child really exploring?'; program experiences that show a move from the surface interest to the underlying idea; educators able to give an example.",
    noDescription:
      "At the next planning meeting, each educator brings one current 'interest' and the team asks what the child might be exploring underneath it. Plan one experience that follows the deeper idea and note what children did. The educational leader repeats this monthly for a term and reviews whether plans use fewer themed activities and more open investigations.",
  },
  {
    element: '1.1.2',
    category: 'critical_reflections',
    title:
      'Do you check which children are rarely visible in your program, such as quiet children, part-time children or children learning English, and change your planning?',
    description:
      "Programs easily drift toward the children who attend most, speak most or have the most noticeable interests. Reflecting on who is missing helps every child's knowledge, culture and abilities count.",
    yesDescription:
      'A tracking sheet or review showing how often each child appears in planning; reflections that name children who were less visible and what educators changed; evidence those children now appear.',
    noDescription:
      'Room leaders count, for the last month, how often each child is named in planning and documentation. The room team discusses the children at the bottom of the list and plans deliberately for them over the next fortnight. The educational leader repeats the count monthly. It worked when the gap between the most and least visible children narrows.',
  },
  {
    element: '1.1.2',
    category: 'partnerships_with_family',
    title:
      "Do you gather each child's culture, home languages, family routines and interests at enrolment, keep them current, and use them in the program?",
    description:
      "Families are the best source of knowledge about their child's culture, languages and interests. That knowledge should be collected early, updated as the child grows and visibly used, not filed away.",
    yesDescription:
      "Enrolment or 'all about me' information that is less than a year old; records of updates from conversations; program experiences and room resources that reflect home languages and family practices; families able to say educators know their child.",
    noDescription:
      "Review the enrolment form so it asks about culture, languages, important people, interests and routines. Each educator updates the information for their focus children through a short conversation with families this term. Plan one experience per child from the updated information. Recheck the currency of every child's record each year.",
  },
  {
    element: '1.1.2',
    category: 'partnerships_with_family',
    title: 'Do families contribute ideas, objects, stories or skills that educators then build into the program?',
    description:
      "When families bring something of their home life into the service, such as a recipe, a story, a photo or a skill, and educators build on it, the program becomes rooted in each child's world.",
    yesDescription:
      "Photos or documentation of family contributions and the experiences that followed; programs noting 'from family' ideas; invitations to families to contribute; educators able to describe recent examples.",
    noDescription:
      "Send a simple invitation each term asking families to share one thing about their child's home life (an object, story, photo or skill). Educators plan a follow-up experience for each contribution and share what happened with the family. Track the number of family contributions each term and aim for steady growth.",
  },
  // 1.1.3 Program learning opportunities
  {
    element: '1.1.3',
    category: 'embedded',
    title:
      'Are routines such as meals, nappy changes, toileting, rest and pack-up planned and used as learning times, not just tasks to get through?',
    description:
      "Routines take up a large part of a child's day. When educators use them for conversation, self-help skills, responsibility and connection, every part of the day supports learning.",
    yesDescription:
      'Programs that list learning intentions for routines; observations of educators talking with children during nappy changes and meals; children serving themselves, setting tables or helping pack away; documentation of learning captured in routines.',
    noDescription:
      "The educational leader observes each room's routines for one day and notes missed learning moments. Each room picks one routine to redesign (for example self-serve lunch) and writes its learning intentions. After four weeks, observe again: children should be more involved and educators more engaged during that routine.",
  },
  {
    element: '1.1.3',
    category: 'embedded',
    title:
      'Does your daily schedule give children long, uninterrupted periods of play, with few whole-group transitions and little waiting?',
    description:
      "Deep play needs time. A day broken into many short blocks, or with children lining up and waiting, reduces learning. The schedule should be organised around children's engagement rather than adult convenience.",
    yesDescription:
      'Daily routines showing extended play blocks, indoor-outdoor programs where possible, and staggered or small-group transitions; observations showing children rarely waiting without something to do.',
    noDescription:
      'Room leaders map a typical day in 15-minute blocks and highlight waiting and whole-group transitions. Remove or stagger at least two transitions, for example a rolling morning tea. The educational leader reviews after a month by observing how long children stay engaged in play and whether waiting has reduced.',
  },
  {
    element: '1.1.3',
    category: 'critical_reflections',
    title:
      "Have you looked at your day from a child's point of view to find where time is lost to waiting, queuing or routines that suit adults more than children?",
    description:
      "Reflecting from the child's perspective can reveal practices that have become habits, such as everyone toileting at once or packing away just as play deepens.",
    yesDescription:
      'Reflections or meeting notes recording what educators noticed when following a child through the day; specific practices changed as a result; educators able to explain why a routine runs the way it does.',
    noDescription:
      "Each educator 'shadows' one child for an hour, noting what the child did, waited for and was interrupted by. Share findings at a team meeting and agree which practices to change. Repeat the shadowing after six weeks to see whether waiting and interruptions have dropped.",
  },
  {
    element: '1.1.3',
    category: 'critical_reflections',
    title:
      'Do educators reflect on the balance of indoor and outdoor, active and quiet, and group and individual time, and adjust it for the current children?',
    description:
      "The right balance changes with the group, the season and children's needs. Reflection helps educators notice when the program no longer fits, for example when a busy group needs more time outdoors.",
    yesDescription:
      "Program evaluations discussing the balance of the day; changes made over the year in response to the group; observations of children's engagement used to justify the changes.",
    noDescription:
      'At the end of each planning cycle add one reflective question: what parts of the day engaged children most and least, and why? Agree one adjustment per cycle. The educational leader reviews the adjustments each term to check they are based on what children showed.',
  },
  {
    element: '1.1.3',
    category: 'partnerships_with_family',
    title:
      'Do you work with families on the self-help skills their child is learning, such as dressing, feeding or toileting, so routines at the service build the same skills?',
    description:
      'When home and service approach routines the same way, children learn skills faster and with less stress. Families and educators can share what the child is ready for and what works.',
    yesDescription:
      "Notes of conversations or plans agreed with families about a child's self-help goals; routine practices adjusted for individual children; updates shared with families about progress.",
    noDescription:
      "At the next family catch-up, ask each family which self-help skill their child is working on at home. Record it on the child's profile and tell all room educators. Share progress with the family monthly. It has worked when families report consistency and children show progress in that skill at the service.",
  },
  {
    element: '1.1.3',
    category: 'partnerships_with_family',
    title:
      "Do you use community places and people, such as the local library, park or visiting performers, to widen children's learning opportunities?",
    description:
      'The local community can extend what the service offers, giving children experiences that cannot happen on the premises and connecting them with their neighbourhood.',
    yesDescription:
      'Excursion and regular outing records with risk assessments; visitor records; program entries showing the learning intention and follow-up for community experiences.',
    noDescription:
      'The educational leader lists community places within walking distance and local people with skills to share. Each room leader plans one community experience per term, with the nominated supervisor completing risk assessments and authorisations as required. Educators record what children learned and how it was followed up. Review the list yearly.',
  },
  // 1.2.1 Intentional teaching
  {
    element: '1.2.1',
    category: 'embedded',
    title:
      'Can educators explain the purpose behind the experiences they set up and the way they interact, in terms of the learning they intend?',
    description:
      'Intentional teaching means educators are deliberate and thoughtful: they know why they set out certain materials, ask a certain question or step back. Purposeful play is not random activity.',
    yesDescription:
      'Programs with learning intentions for planned experiences; educators able to explain to an assessor the purpose of what is set up and how they will extend learning; observations of educators acting on those intentions.',
    noDescription:
      "Add a 'why' column to the program for each planned experience. The educational leader models writing intentions at the next planning session and then reviews each room's program weekly for a month. Success: educators can explain the intention behind any set-up when asked.",
  },
  {
    element: '1.2.1',
    category: 'embedded',
    title:
      'Do educators use a range of teaching strategies, such as modelling, demonstrating, explicit teaching and co-constructing, chosen for particular learning goals?',
    description:
      'Intentional educators choose how to teach, not only what. Some skills, such as using scissors safely or early literacy concepts, are best taught explicitly, while others emerge through open exploration.',
    yesDescription:
      'Plans naming teaching strategies alongside learning intentions; observations of educators modelling or demonstrating; educators able to explain why they chose a strategy for a child or group.',
    noDescription:
      'The educational leader shares a short list of teaching strategies with an example of each. Educators note the strategy used in each planned experience for a month. At a team meeting, discuss which strategies are overused or missing. The leader then checks a sample of programs after a term for a broader, purposeful range.',
  },
  {
    element: '1.2.1',
    category: 'critical_reflections',
    title:
      'Do educators reflect on when to step in and when to stand back, and whether their teaching decisions led to the learning they intended?',
    description:
      'Deciding when to intervene is a key part of intentional teaching. Reflecting on the outcome of those decisions helps educators refine their judgement.',
    yesDescription:
      'Reflections on specific moments where an educator intervened or held back and what happened; changes to practice noted as a result; educators discussing these decisions in meetings.',
    noDescription:
      "Introduce a weekly 'teaching moment' reflection: each educator records one moment they chose to step in or stand back, what followed, and what they would do next time. Share one example at each team meeting. After a term, the educational leader reviews whether reflections show deeper reasoning.",
  },
  {
    element: '1.2.1',
    category: 'critical_reflections',
    title:
      'Does your team examine the beliefs and theories behind its teaching choices, for example when deciding to teach a skill directly rather than wait for it to emerge?',
    description:
      'Every teaching choice rests on beliefs about how children learn. Naming and questioning those beliefs helps educators make deliberate choices rather than follow habit.',
    yesDescription:
      'Meeting notes or reflections referring to theories or research to explain a teaching decision; evidence that a discussion changed practice; educators able to articulate their view of how children learn.',
    noDescription:
      "The educational leader brings a short reading or theorist's idea to a team meeting each month and asks how it supports or challenges current practice. Each room records one change. Review at term end whether educators refer to theory when explaining their teaching.",
  },
  {
    element: '1.2.1',
    category: 'partnerships_with_family',
    title:
      'Do you share with families the learning intentions behind play experiences, so they see that play-based learning involves deliberate teaching?',
    description:
      "Families sometimes see play as 'just playing'. Explaining what children are learning, and how educators teach through play, builds confidence in the program and invites families to extend it at home.",
    yesDescription:
      "Displays, newsletters or app posts explaining the learning and the educator's role in an experience; families able to describe what their child is learning; family questions answered with reference to intentions.",
    noDescription:
      "Each week, each room shares one experience with a plain-words explanation of its learning intention and the educator's teaching. Invite families to respond. After a term, ask families in a short survey whether they understand how children learn through play.",
  },
  {
    element: '1.2.1',
    category: 'partnerships_with_family',
    title:
      'Do you invite families or community members with particular knowledge, such as a language, trade or cultural practice, to teach alongside educators with a clear purpose?',
    description:
      "People beyond the team can bring expertise that deepens children's learning when their visit is planned with a clear learning intention rather than as entertainment.",
    yesDescription:
      "Program entries for visits with learning intentions and follow-up; records of family or community contributors; children's documentation showing what they learned.",
    noDescription:
      'The director asks families at enrolment and in a newsletter about skills they would share. Room leaders plan one visit per term with a learning intention agreed with the visitor, and educators record the follow-up. The educational leader reviews the learning documented after each visit.',
  },
  // 1.2.2 Responsive teaching and scaffolding
  {
    element: '1.2.2',
    category: 'embedded',
    title:
      "Do educators use open-ended questions, wondering aloud and specific feedback to extend children's thinking, rather than closed questions and general praise such as 'good job'?",
    description:
      "Responsive educators follow children's ideas and extend them with questions, comments and feedback that invite children to think, explain and try again.",
    yesDescription:
      "Observations of sustained conversations in which educators build on what children say; documentation quoting children's ideas and educators' questions; feedback that names what the child did ('you tried three ways to balance that').",
    noDescription:
      "The educational leader models open-ended questions and specific feedback in each room, then runs a short session sharing examples. Educators record two conversations a week that extended a child's thinking. Peer observations after six weeks should show fewer closed questions and more specific feedback.",
  },
  {
    element: '1.2.2',
    category: 'embedded',
    title:
      'Do educators adjust how much support they give, from hands-on help to standing back, as each child gains a skill or understanding?',
    description:
      'Scaffolding means giving just enough support for a child to succeed and then reducing it as the child becomes more capable.',
    yesDescription:
      "Documentation showing a child's progress in a skill with notes on how support changed; educators describing how they help a child, for example, climb, write their name or resolve a disagreement over time.",
    noDescription:
      "Each educator chooses one child and one skill to track for a month, noting each week the support given and the child's response. Share at a team meeting how support was reduced. The educational leader reviews whether documentation begins to show scaffolding across more children.",
  },
  {
    element: '1.2.2',
    category: 'critical_reflections',
    title:
      "Do educators review their own interactions, through peer observation or recordings, to see how often they extend children's ideas rather than direct them?",
    description:
      "Most educators believe they extend children's thinking; watching real interactions often shows more instructions and fewer open questions than expected. Looking honestly at practice is the starting point for change.",
    yesDescription:
      'Peer observation notes or self-review records focused on interactions; agreed goals arising from them; a follow-up observation showing change.',
    noDescription:
      'Set up peer observations in pairs: each educator observes a colleague for 20 minutes, counting open and closed questions and noting extended conversations. Pairs discuss the results privately and set one goal. Repeat after a term to compare.',
  },
  {
    element: '1.2.2',
    category: 'critical_reflections',
    title:
      'Does your team reflect on which children have fewer sustained conversations with educators, such as children learning English or quieter children, and change how it engages them?',
    description:
      'Children who talk more get more responsive teaching. Reflection on who misses out helps educators share rich interactions fairly.',
    yesDescription:
      'Reflections naming children who received fewer extended interactions and the strategies educators then used (home language words, visual supports, one-to-one time); evidence of more interactions with those children.',
    noDescription:
      'For one week, each educator notes which children they had a sustained conversation with each day. Compare lists at a team meeting, identify children missing out and plan how to engage them. Repeat the tally after a month.',
  },
  {
    element: '1.2.2',
    category: 'partnerships_with_family',
    title:
      'Do families tell you how their child learns and communicates best at home, and do educators use that knowledge when scaffolding their learning?',
    description:
      'Families know how their child approaches new challenges, what motivates them and how they show frustration. This knowledge helps educators pitch support at the right level.',
    yesDescription:
      "Records of family conversations about how the child learns; scaffolding strategies in plans that reflect the family's insight; families confirming educators use approaches that work at home.",
    noDescription:
      "Educators add to family catch-ups the question: 'When your child is learning something new at home, what helps?' They record answers on the child's profile and use them in plans. The educational leader checks at term end that plans for a sample of children mention family insights.",
  },
  {
    element: '1.2.2',
    category: 'partnerships_with_family',
    title:
      "Do educators show families how they extend children's learning, for example the questions they ask, so families can do the same at home?",
    description:
      "Sharing responsive teaching strategies, such as wondering aloud, waiting for a child's answer or asking 'how did you work that out?', helps families extend their child's thinking at home, so learning continues between settings.",
    yesDescription:
      "Newsletters, posts or displays with real examples of educators' questions and children's responses; a family session on talking with children; families describing strategies they have tried at home.",
    noDescription:
      'Each month the educational leader shares one strategy with a short example from a room and a suggestion for home. Invite families to reply with how it went. After a term, ask families in a short survey whether the tips were useful and adjust the format.',
  },
  // 1.2.3 Child directed learning
  {
    element: '1.2.3',
    category: 'embedded',
    title:
      'Can children choose what, where, with whom and for how long they play for most of the day, using resources they can reach themselves?',
    description:
      "Children's agency grows when they make real choices. The environment and routines should let children direct much of their own play and learning, with educators stepping in to support rather than to decide.",
    yesDescription:
      'Open, accessible shelving; children moving freely between areas; routines with choice built in; observations of children initiating play and selecting resources without asking.',
    noDescription:
      'Room leaders observe for a week and record how often children start their own play, then audit the room for resources children must ask for and times when choice is removed. Make at least three changes (lower shelves, free-flow periods). The educational leader repeats the observation a month later to compare.',
  },
  {
    element: '1.2.3',
    category: 'embedded',
    title:
      'Do children have a real say in decisions that affect them, such as room agreements, project directions, menus or outings?',
    description:
      'Agency includes influencing events and the world around them. Children can contribute to decisions in ways that suit their age, from voting with pictures to planning a project.',
    yesDescription:
      "Documentation of children's decisions and their results; room agreements written with children; records of children's input into menus, projects or the environment.",
    noDescription:
      'Each room leader identifies one decision per month that children can make or influence, and educators document the process and show children the result. After a term, the educational leader reviews the range of decisions and whether children of all ages took part.',
  },
  {
    element: '1.2.3',
    category: 'critical_reflections',
    title:
      "Do educators reflect on where adult rules or routines limit children's agency without good reason, and change them?",
    description:
      'Some rules protect safety; others exist out of habit. Reflection helps educators tell the difference and give children more control where it is safe to.',
    yesDescription:
      'Reflections listing rules examined and the decision made about each; changes such as removing set rotations or allowing children to continue play; educators explaining the reasoning.',
    noDescription:
      "At a team meeting, list every room rule and ask: 'Whose needs does this serve?' Keep rules that protect safety or wellbeing and trial removing or changing others for a month. Review children's engagement and any issues before deciding.",
  },
  {
    element: '1.2.3',
    category: 'critical_reflections',
    title:
      'Have you considered how agency looks for babies and for children with limited spoken language, and how educators notice and respect their choices?',
    description:
      "Babies and children with limited spoken language communicate choices through gaze, gesture, movement and sounds. Recognising these signals is part of respecting every child's agency.",
    yesDescription:
      "Documentation of non-verbal choices and the educator's response; practices such as asking babies before picking them up and waiting for a response; reflections discussing how choice is offered to non-verbal children.",
    noDescription:
      'The educational leader leads a discussion on how babies and non-verbal children show choice, using short observations from the rooms. Each educator commits to one practice (for example, narrating and waiting before care routines). Observe after a month to see whether it is consistent.',
  },
  {
    element: '1.2.3',
    category: 'partnerships_with_family',
    title:
      "Do you talk with families about children's agency, such as why children choose their own play or take reasonable risks, and listen where their views differ?",
    description:
      'Families may hold different views about independence, choice and risk. Open conversation helps the service and families find shared ground.',
    yesDescription:
      "Information about agency shared with families; records of conversations where families' views were heard and agreements made; families able to explain the service's approach.",
    noDescription:
      "The educational leader writes a short explanation of children's agency with examples from the rooms for the next newsletter and invites families to discuss it. Room leaders record any differing views and agree with each family how to respond for their child, then follow up at the next catch-up.",
  },
  {
    element: '1.2.3',
    category: 'partnerships_with_family',
    title:
      'Are children supported to influence things beyond their room, such as choosing a community project or sharing their ideas with families and local groups?',
    description:
      'Agency grows when children see their decisions make a difference beyond the service, for example choosing a charity drive or writing to council about a playground.',
    yesDescription:
      'Documentation of child-led community projects and their outcomes; letters, artworks or contributions children made to community groups; families involved in the project.',
    noDescription:
      'The room leader invites children in one room to choose a small community project this term, and educators document their ideas, decisions and the result and share the story with families. At term end, the educational leader reviews how children talked about the experience and helps plan the next project.',
  },
  // 1.3.1 Assessment and planning cycle
  {
    element: '1.3.1',
    category: 'embedded',
    title:
      'For any child, can educators trace a complete cycle in their records: an observation, an analysis of learning, a planned follow-up, what happened, and a reflection on it?',
    description:
      'The planning cycle is observe, analyse, plan, implement and reflect, with documentation at every step. Assessors often pick a few children at random and follow the thread. Links between the steps matter more than the volume of paperwork; there is no required template.',
    yesDescription:
      'For three children chosen at random in each room: a recent observation, an analysis naming the learning, the follow-up experience on the room program, notes on how it went, and the next step. Dates show the cycle is ongoing, not a one-off. Educators can walk an assessor through it without searching.',
    noDescription:
      'Educational leader: audit three random children per room and mark where the thread breaks. Agree one format linking each step, for example an observation reference code on the program. Each educator completes one full cycle per focus child per month. Re-audit in six weeks; target every sampled child traced end to end.',
  },
  {
    element: '1.3.1',
    category: 'embedded',
    title:
      'Does the analysis of learning say what a child knows, can do and understands, and what it means for next steps, rather than only describing what the child did?',
    description:
      "A description ('Ava built a tower') is not assessment. Analysis interprets the learning ('Ava is testing balance and problem-solving, persisting after three collapses'), links it to the learning outcomes and points to what educators will do next.",
    yesDescription:
      'Observations with a distinct analysis section that names skills, dispositions or understanding, links them to outcomes and states a next step; educators explaining their analysis in their own words; next steps later appearing in the program.',
    noDescription:
      'The educational leader shows two examples of the same observation, one descriptive and one analysed, at a team meeting. Educators rewrite one of their own observations together. The leader gives written feedback on two observations per educator each month for a term. Success: sampled observations include analysis and a next step.',
  },
  {
    element: '1.3.1',
    category: 'embedded',
    title:
      'Do you have a simple way to track which children have recent observations and planned follow-ups, so no child is missed?',
    description:
      'Without tracking, documentation clusters around a few children. A tracking sheet or app report shows at a glance who has not been observed or planned for recently.',
    yesDescription:
      "A current tracking tool per room showing the date of each child's last observation, analysis and follow-up; the educational leader's notes of follow-up when gaps appear; no child without documentation in the service's agreed period.",
    noDescription:
      'Set up a tracker (a spreadsheet or the report in your documentation app) listing each child with dates for the last observation, analysis and follow-up. Rooms check it at weekly planning. The educational leader reviews trackers monthly and follows up gaps. Aim: no child beyond the agreed interval after two months.',
  },
  {
    element: '1.3.1',
    category: 'embedded',
    title:
      'Do educators have rostered time away from children for documentation and planning, and is that time protected from other tasks?',
    description:
      'The planning cycle cannot be sustained if documentation is done during supervision or at home. Regular non-contact time, with ratios covered, shows that assessment and planning are valued.',
    yesDescription:
      'Rosters showing programming time for each room, with ratios maintained; records of the time being used; educators confirming they rarely lose it to cleaning, relief or admin.',
    noDescription:
      'The director reviews rosters to schedule regular programming time per room, covered by floaters or relief staff while ratios are kept. Track for a term how often the time is lost and why. Adjust rosters to protect it. Success: at least 90 per cent of scheduled time is used for programming.',
  },
  {
    element: '1.3.1',
    category: 'embedded',
    title:
      "Does each child's documentation record their developmental needs, interests, experiences and participation, and their progress against the program's outcomes?",
    description:
      "For children of preschool age or under, Regulation 74 requires documented assessments of these matters, written so educators and families can readily understand them. For school-age children, services document how the program was developed (check your state's provisions).",
    yesDescription:
      "Documentation for each child covering needs, interests, experiences, participation and progress towards the outcomes, in plain language; for school-age care, evidence showing how children's input and interests shaped the program.",
    noDescription:
      "The educational leader checks a sample of children's records against the regulation's requirements and lists gaps. Update templates so each item has a place. Educators bring their focus children's records up to date within a month. Re-check the sample; every item should be covered in plain words.",
  },
  {
    element: '1.3.1',
    category: 'embedded',
    title:
      'Do children take part in assessing their own learning, for example by revisiting photos, choosing work for their portfolio or saying what they are proud of?',
    description:
      "Including children's voices in assessment gives educators richer information and helps children see themselves as learners. Even toddlers can point to photos or revisit their work.",
    yesDescription:
      "Children's comments recorded in observations or portfolios; work samples chosen by children; documentation of educators revisiting learning with children and using their ideas in planning.",
    noDescription:
      "Each room sets up a weekly time to revisit photos or work with small groups and records children's comments. Educators include at least one child comment in each child's documentation per month. After a term, review how often child voice shaped a planned next step.",
  },
  {
    element: '1.3.1',
    category: 'critical_reflections',
    title:
      "Does your team regularly review whether its planning and documentation system helps children's learning, or mainly produces paperwork?",
    description:
      "There are no set templates, amounts or timeframes for documentation. That freedom means the service should check its own system: is it manageable, does it lead to better planning, and does it suit this service's children and educators?",
    yesDescription:
      "A recorded review of the planning system in the past year, with educators' views; changes made (for example dropping duplicated forms); evidence that the changes kept the cycle complete and reduced wasted effort.",
    noDescription:
      "Survey educators on which parts of documentation they find useful or wasteful. The educational leader and director compare findings with an audit of a sample of children's records. Remove duplication and simplify one part of the system. Review after a term: is the cycle still complete, and do educators report more time for children?",
  },
  {
    element: '1.3.1',
    category: 'critical_reflections',
    title:
      "When educators evaluate a planned experience, do they record what children learned and what comes next, not only whether the activity 'went well'?",
    description:
      "Evaluation closes the cycle. It asks what learning happened, for whom, how the educator's actions helped or hindered, and what should change.",
    yesDescription:
      "Program evaluations that name children's learning and responses, the educator's role and a clear next step; evidence that evaluations shaped the following plan.",
    noDescription:
      'Give educators three prompts for evaluations: what did children learn, what did I do that helped or hindered, what next? The educational leader reviews evaluations fortnightly and gives feedback. After six weeks, most evaluations should answer all three prompts.',
  },
  {
    element: '1.3.1',
    category: 'critical_reflections',
    title:
      "Before drawing conclusions about a child's learning, do educators draw on several sources, such as different educators, the child's own words, work samples and family input?",
    description:
      'One observation by one educator gives a narrow view. Assessment is more accurate when it brings together several perspectives and types of evidence.',
    yesDescription:
      'Records that combine observations from different educators, child comments, photos or work samples and family comments; analysis that refers to more than one source.',
    noDescription:
      "At weekly planning, educators share observations of each focus child so others can add what they have seen. Add a prompt to the analysis template: 'What other evidence supports this?' The educational leader checks a sample monthly; aim for most analyses to draw on at least two sources by term end.",
  },
  {
    element: '1.3.1',
    category: 'critical_reflections',
    title:
      'Do educators check their assessments for bias, such as lower expectations of some children or reading behaviour through one cultural lens?',
    description:
      'Assessments can carry unconscious assumptions about gender, culture, disability or family background. Critical reflection helps educators notice them and hold high expectations for every child.',
    yesDescription:
      'Reflections questioning the language used in assessments; discussions about a child where a cultural or contextual view changed the interpretation; assessments that focus on strengths for every child.',
    noDescription:
      'The educational leader facilitates a session where educators review anonymised extracts of assessments for deficit language and assumptions. Agree strengths-based language guidelines. Revisit a sample of assessments after a term to see whether language and expectations have shifted.',
  },
  {
    element: '1.3.1',
    category: 'critical_reflections',
    title:
      "Do educators look across the whole group's assessments to find patterns, such as a skill many children need, and plan group learning from it?",
    description:
      "Assessment informs group planning as well as individual plans. Looking across the group's assessments shows patterns, such as many children working on turn-taking or few showing interest in mark-making, that should shape the program.",
    yesDescription:
      "Term reflections summarising patterns across individual assessments; group learning priorities on the program that trace back to those patterns; a later evaluation of the group's progress on them.",
    noDescription:
      "Each term, room teams spend one planning session reading across the group's assessments and naming two or three group learning priorities. Put them on the program with planned experiences. The educational leader checks at the next term review whether the priorities were evaluated.",
  },
  {
    element: '1.3.1',
    category: 'partnerships_with_family',
    title:
      "Do families contribute to their child's assessment, sharing observations and goals from home, and can you show where their input changed a plan?",
    description:
      'Families see their child in settings educators do not. Their observations and goals make assessment more complete and planning more meaningful.',
    yesDescription:
      'Family comments in documentation; learning goals that name the family as the source; plans adjusted after family input; families confirming they are asked and listened to.',
    noDescription:
      "Invite each family to share one observation or goal from home each term through the app, a form or a conversation. Educators record it in the child's documentation and plan a follow-up. Track the proportion of children with family input each term; aim to increase it each time.",
  },
  {
    element: '1.3.1',
    category: 'partnerships_with_family',
    title:
      'Do educators set and review learning goals with each family at regular points during the year, such as at a goal-setting conversation?',
    description:
      "Shared goals give families a clear role in their child's learning. How often this happens is the service's choice, but the schedule should be planned so that every family is included.",
    yesDescription:
      'A schedule of family goal conversations; records of goals agreed with families; later documentation showing progress on those goals and reviews with the family.',
    noDescription:
      "The director sets a schedule (for example at enrolment and mid-year) and offers flexible times, including phone calls. Educators record agreed goals on the child's profile and reference them in planning. Check after six months that every family has had a conversation.",
  },
  {
    element: '1.3.1',
    category: 'partnerships_with_family',
    title:
      'Is assessment documentation written so families can understand it, in plain words, without jargon, and in their home language where possible?',
    description:
      'Documentation is a way of talking with families. If families cannot follow it, they cannot contribute to it.',
    yesDescription:
      'Learning stories and summaries in everyday language; translations or interpreter use for families who need them; families able to describe what their child is learning from reading the documentation.',
    noDescription:
      'Ask three families to read a sample of documentation and point out unclear words. Agree plain-language guidelines with educators. Use translation apps or interpreter services for families who need them. Repeat the family check after a term.',
  },
  {
    element: '1.3.1',
    category: 'partnerships_with_family',
    title:
      "With family consent, are the goals and strategies of professionals working with a child, such as speech pathologists or inclusion professionals, included in the child's planning?",
    description:
      'Children who see allied health or inclusion professionals benefit when educators know and support those goals within everyday play and routines.',
    yesDescription:
      'Consent forms for sharing information; reports or strategies from professionals on file; individual plans showing how educators support these goals in the program.',
    noDescription:
      'Ask families at enrolment and each term whether their child sees other professionals and, with consent, request strategies. The educational leader helps educators build them into plans. Review with families each term whether the strategies are helping.',
  },
  {
    element: '1.3.1',
    category: 'partnerships_with_family',
    title:
      'When a child moves rooms or starts school, is a summary of their learning shared with the family and the next educators so planning continues?',
    description:
      'Assessment information should travel with the child so the next educators can build on what is known, rather than starting again.',
    yesDescription:
      "Transition summaries or statements (using your state's format where one exists) shared with families and, with consent, schools or the next room; educators in the receiving room using the information in early planning.",
    noDescription:
      'Create or adopt a short transition summary template covering strengths, interests, goals and strategies. Complete it with families before each move. Ask receiving educators after a month whether it helped them plan.',
  },
  // 1.3.2 Critical reflection
  {
    element: '1.3.2',
    category: 'embedded',
    title:
      "Is critical reflection on children's learning a scheduled, routine part of educators' work, at room meetings, in planning and in daily notes, rather than something done before assessment?",
    description:
      'Critical reflection should be part of ordinary weekly work, with time set aside for it, rather than a burst of writing before an assessment visit. A regular rhythm (for example, a fixed slot in each room meeting and a reflection space on the weekly program) makes it a habit.',
    yesDescription:
      'Reflections dated steadily across many months, not bunched before the visit; room meeting agendas with reflection as a standing item; a reflection space on each program that is filled in; educators describing when and where they reflect in a normal week.',
    noDescription:
      'The educational leader adds a 15-minute reflection slot to every room meeting and a short reflection box to the weekly program, and supplies three prompts for the first term. Room leaders make sure it is filled in each week; the leader checks monthly. Success: every room shows reflections in at least three weeks of every four, over a whole term.',
  },
  {
    element: '1.3.2',
    category: 'embedded',
    title:
      "Can you point to recent changes in the program or practice that came directly from educators' critical reflection on children's learning?",
    description:
      'Critical reflection should drive program planning and implementation. If reflections never lead to anything changing, they are commentary rather than reflection. Assessors often ask what the team has changed recently because of its reflection, and why.',
    yesDescription:
      'A reflection followed by a dated change to the program, routine or environment, and a later note on its effect; room leaders and educators able to describe two or three such changes from the past few months, with the reasoning; a simple log linking reflections to changes.',
    noDescription:
      "Add an action line to every reflection: 'Because of this, we will…, by (date)'. The educational leader keeps a one-page log of reflections and resulting changes and reviews it at each monthly team meeting. Target: at least one reflection-driven change per room per month, each with a follow-up note on whether it helped.",
  },
  {
    element: '1.3.2',
    category: 'embedded',
    title:
      'Do educators reflect on the group as a whole, such as group dynamics, who is included and how the space is used, as well as on individual children?',
    description:
      "The element covers children's learning both as individuals and in groups. Group reflection looks at friendships and group dynamics, who joins in and who does not, how the room is used and how well the program works for the group as a whole.",
    yesDescription:
      'Reflections discussing group dynamics, play patterns, participation and use of space, as well as individual children; group experiences or room arrangements changed as a result; educators able to describe what they have learned about their group this term.',
    noDescription:
      "The educational leader alternates weekly reflection prompts between one child and the whole group (for example, 'Who played together this week, and who was on their own?'). Room leaders record at least two group reflections a month. The leader checks at month end that both kinds appear and that group reflections lead to group planning.",
  },
  {
    element: '1.3.2',
    category: 'embedded',
    title:
      'Does the educational leader model and coach critical reflection, using reflective questions in meetings and giving educators feedback on their written reflections?',
    description:
      'Many educators find it hard to move from describing what happened to examining why. The educational leader supports this by asking reflective questions, modelling their own thinking aloud and giving specific feedback on written reflections.',
    yesDescription:
      "Meeting minutes showing reflective questions the educational leader posed and the discussion that followed; written feedback on educators' reflections; before and after examples showing reflections becoming deeper; educators saying how the leader's support helped.",
    noDescription:
      'The educational leader builds a bank of reflective questions, uses two at every team meeting and gives brief written feedback on one reflection per educator each month (one strength, one question to push further). Compare a sample of reflections from the start and end of the term for depth.',
  },
  {
    element: '1.3.2',
    category: 'embedded',
    title:
      'Do all educators, including part-time and casual staff, take part in critical reflection and know how to record it?',
    description:
      'If only room leaders reflect, the program is shaped by one or two views. Every educator who works with the children, including part-time, casual and newer staff, has observations and insights that should feed reflection.',
    yesDescription:
      'Reflections written by different educators in each room; part-time and casual staff contributing through a journal, app prompt or meeting; induction materials explaining how reflection works at the service; newer educators able to describe a recent reflection they contributed to.',
    noDescription:
      'Include how and where to reflect in induction for every new and casual educator. Room leaders invite one written or spoken contribution from each educator each fortnight and record it. After a month, the educational leader counts contributors per room; aim for every regular educator to contribute.',
  },
  {
    element: '1.3.2',
    category: 'critical_reflections',
    title:
      'Do reflections go beyond describing what happened to ask why: why educators responded as they did, what influenced their decisions and what assumptions lay behind them?',
    description:
      "Critical reflection looks at events from different perspectives and asks why, not only what. It examines educators' own responses, feelings and decisions, and the assumptions and influences behind them. 'The children enjoyed the activity' is evaluation; 'Why did I redirect Sam, and whose needs did that serve?' is critical reflection.",
    yesDescription:
      "Reflections that question educators' actions and reasons, consider how a child or family might see the event, and reach a conclusion that changes practice; educators able to explain the difference between evaluating an activity and critically reflecting on it.",
    noDescription:
      "Print three 'why' prompts on reflection templates: Why did I respond that way? What influenced me? How might a child or family see it? The educational leader gives feedback on depth each fortnight and shares one strong, anonymised example at team meetings. Compare reflections at term start and end.",
  },
  {
    element: '1.3.2',
    category: 'critical_reflections',
    title:
      "Do educators use theory, research and the approved learning framework to challenge and explain their thinking about children's learning?",
    description:
      "Theories and research give educators different lenses on the same event, for example a sociocultural view of a conflict, or attachment theory for a child's distress at drop-off. Using them deliberately helps educators question their first interpretation and explain their decisions.",
    yesDescription:
      'Reflections naming a theory, research finding or framework principle and what it suggested; readings or summaries discussed at meetings; educators able to say which theories shape their practice and where they disagree with them.',
    noDescription:
      'Each month the educational leader shares a short reading, theorist summary or framework section with one discussion question. Educators link at least one reflection that month to it. Review at term end how often reflections draw on theory and whether it changed any decisions.',
  },
  {
    element: '1.3.2',
    category: 'critical_reflections',
    title:
      'Do reflections examine equity and inclusion: which children benefit most from the program, who is left out, and whose cultures are represented?',
    description:
      'Critical reflection has a particular focus on equity, inclusion and diversity. It asks whether every child has a fair chance to take part and learn, who benefits most from the current program, who is left out and whose cultures and ways of knowing are represented.',
    yesDescription:
      'Reflections naming a specific equity issue (for example, boys dominating block play, a child with additional needs missing outdoor time, one culture missing from stories) with the action taken; a later check showing whether the change worked.',
    noDescription:
      'Each month, rooms reflect on one equity question: Who is missing? Who is dominating? Whose culture is visible? Who gets the most conversation? Record the answer and one action. The educational leader follows up a month later to see whether the pattern changed.',
  },
  {
    element: '1.3.2',
    category: 'critical_reflections',
    title:
      "Can educators question practice openly, including the leader's decisions, so that reflection leads to honest discussion rather than agreement by habit?",
    description:
      "Reflection that never challenges anything is not critical. Educators need to feel safe raising a different view, including about leaders' decisions, long-standing routines or a colleague's practice, without fear of being seen as difficult.",
    yesDescription:
      'Minutes recording differing views and how they were resolved; changes that were proposed by junior or newer educators; leaders describing a time they changed their mind after being challenged; staff survey responses showing people feel able to speak up.',
    noDescription:
      'The director and educational leader agree ground rules for respectful challenge with the team and model them by inviting a different view on one decision in each meeting. Offer an anonymous suggestion box for the first term. Ask in a short staff survey at term end whether people feel able to question practice.',
  },
  {
    element: '1.3.2',
    category: 'critical_reflections',
    title:
      "After making a change because of reflection, do educators revisit it to check whether children's learning actually improved?",
    description:
      "The reflective loop is not closed until the effect of a change is known. Without follow-up, changes are kept or dropped on instinct, and the team cannot show that reflection improves children's learning.",
    yesDescription:
      'Reflections that refer back to an earlier change and describe its effect on children, using observations; decisions to keep, adjust or reverse a change recorded with reasons.',
    noDescription:
      'Give every reflection-driven change a follow-up date, usually four to six weeks later. At that date, the room team notes what they observed in children and decides to keep, adjust or drop the change. The educational leader checks the reflection log monthly for missed follow-ups.',
  },
  {
    element: '1.3.2',
    category: 'critical_reflections',
    title:
      "Are children's own views about what they enjoyed, found hard or want to do next gathered and used when educators reflect on the program?",
    description:
      'Children are experts on their own experience. What they say, draw, choose or avoid gives educators a view of the program that adults cannot supply. Even toddlers show their views through what they return to and what they leave.',
    yesDescription:
      "Recorded child comments, drawings, votes or choices about the program; reflections that discuss children's views alongside educators' observations; program changes made because of what children said or showed.",
    noDescription:
      "Each room gathers children's views fortnightly in a way that suits their age (small-group chats, photo sorting, thumbs up or down, noting what babies return to). Educators add them to their reflections. After a term, the educational leader counts how many program changes came from children's views.",
  },
  {
    element: '1.3.2',
    category: 'partnerships_with_family',
    title:
      "Do you seek families' perspectives when reflecting on children's learning, for example asking whether what you see matches what they see at home?",
    description:
      "Families can confirm, challenge or deepen educators' interpretations. A child who seems shy at the service may be a confident leader with cousins at home; knowing that changes the reflection and the plan.",
    yesDescription:
      "Reflections that include what a family said; notes of conversations where a family's view changed educators' understanding of a child; families saying educators ask what they think.",
    noDescription:
      "When reflecting on a focus child, the educator asks the family one related question at pick-up or through the app (for example, 'Does she do this at home?') and records the answer in the reflection. Room leaders check monthly; aim for family input in most focus-child reflections by term end.",
  },
  {
    element: '1.3.2',
    category: 'partnerships_with_family',
    title:
      "When a child's behaviour or learning puzzles educators, do they reflect together with the family before deciding how to respond?",
    description:
      'When educators are unsure why a child is acting a certain way or not progressing, families often hold the missing piece: a new sibling, poor sleep, a change in custody arrangements. Reflecting with the family early leads to better responses than deciding alone.',
    yesDescription:
      'Notes of private conversations with families about a concern, including what the family shared; strategies agreed together; a follow-up conversation reviewing progress; families saying they were involved early rather than told late.',
    noDescription:
      "Agree as a team that puzzling patterns are raised with the family within two weeks, privately and framed as 'help us understand'. Room leaders record the conversation, the agreed next steps and a follow-up date. The educational leader reviews these cases each term.",
  },
  {
    element: '1.3.2',
    category: 'partnerships_with_family',
    title:
      "Do you draw on Aboriginal and Torres Strait Islander community members, cultural advisers or other community voices to reflect on whether your program respects children's cultures?",
    description:
      'People from the cultures represented in the service, and local Aboriginal and Torres Strait Islander people, can help educators see their program differently and notice misunderstandings or tokenism they would not see themselves.',
    yesDescription:
      'Records of consultation with community members, cultural advisers or organisations; reflections discussing their feedback; program or environment changes made as a result; ongoing relationships rather than a single visit.',
    noDescription:
      'The director identifies one local person or organisation who could advise on cultural practice, offers to pay or acknowledge their time, and invites them to visit or join a team meeting. Reflect together on their feedback, record changes and arrange a follow-up visit within the year.',
  },
  {
    element: '1.3.2',
    category: 'partnerships_with_family',
    title:
      "Do you tell families how reflection has changed the program, for example 'We noticed… so we changed…', on displays or in newsletters?",
    description:
      "Sharing the thinking behind changes ('We noticed the block area was crowded, so we opened a second one outside') shows families that the program is considered and responsive, and invites them to add their own observations.",
    yesDescription:
      'Displays, newsletters or app posts that describe what educators noticed, what they concluded and what they changed; family comments in response; families able to mention a recent change and the reason for it.',
    noDescription:
      "Each room shares one 'We noticed… so we changed…' story a month with families, in plain words with a photo. Invite families to reply with what they notice at home. The educational leader tracks responses and checks at term end whether families found the stories useful.",
  },
  {
    element: '1.3.2',
    category: 'partnerships_with_family',
    title:
      'Do educators reflect with other professionals, such as network meetings, other services, school teachers or inclusion professionals, to gain outside perspectives on their practice?',
    description:
      'A team that reflects only with itself can miss what it takes for granted. Network meetings, visits to other services, conversations with school teachers or inclusion professionals bring outside perspectives into reflection.',
    yesDescription:
      'Records of network attendance, service visits or joint sessions; reflections citing what was learned from others; at least one change in practice traceable to an outside perspective.',
    noDescription:
      'The educational leader joins a local network or arranges a visit to another service each term, and takes a different educator each time. They present one idea at the next team meeting for the team to reflect on and decide whether to trial. Record outcomes in the reflection log.',
  },
  // 1.3.3 Information for families
  {
    element: '1.3.3',
    category: 'embedded',
    title:
      'Is information about the current program available where families can easily see it, and does it show what is planned and why?',
    description:
      "The service must keep information about the educational program available at the premises (Regulation 75). Useful program information goes beyond a list of activities: it tells families what their child's group is exploring and why.",
    yesDescription:
      "A current program displayed at each room or shared in the app, updated at least weekly; short notes explaining the learning intentions behind experiences; families able to say where to find the program and what their child's group is learning.",
    noDescription:
      'Each room agrees where its program is shared and who updates it, adding one line on why experiences were planned. The director checks all rooms monthly. In the next family survey, ask whether families can find and understand the program; aim for a clear majority saying yes.',
  },
  {
    element: '1.3.3',
    category: 'embedded',
    title:
      "Can each family get regular information about their child's progress, including copies of assessment documentation when they ask?",
    description:
      "On request, families must be given information about the program, their child's participation and copies of their child's assessment documentation (Regulation 76). Good practice shares progress regularly without waiting to be asked.",
    yesDescription:
      'Regular progress updates for every child (portfolios, app posts, term summaries); a tracker showing each family has received them; records of documentation provided promptly on request; families confirming they know how their child is progressing.',
    noDescription:
      'The director sets a minimum (for example, a progress summary each term for every child) and room leaders track which families have received it. Brief educators on how to respond to a request for documentation. Review the tracker at term end; aim for every family covered.',
  },
  {
    element: '1.3.3',
    category: 'critical_reflections',
    title:
      'Have you checked which ways of sharing information families actually use, such as the app, displays, conversations or portfolios, and changed what is not working?',
    description:
      'Information that families do not see does not inform them. App read rates, what families mention at pick-up and survey answers show which channels work, so effort can go where it reaches families.',
    yesDescription:
      'App engagement figures, survey results or notes on family preferences; a decision record of channels kept, changed or dropped; families confirming they receive information in the way that suits them.',
    noDescription:
      'The director checks app read rates for a month and asks families, in a two-question survey, how they prefer to hear about the program and their child. Drop or change the least-used channel and strengthen the most-used. Repeat the check the following term.',
  },
  {
    element: '1.3.3',
    category: 'critical_reflections',
    title:
      'Do you reflect on whether information reaches every family, including those who do not do drop-off, who speak languages other than English, or who find reading difficult?',
    description:
      'Some families rarely see educators at drop-off or pick-up, read little English or find written updates hard. Reflecting on who misses out, and why, helps the service find another way to reach them.',
    yesDescription:
      'A list, reviewed each term, of families who may be missing information, with the approach used for each (phone calls, translated messages, photos with short captions, interpreter-supported meetings); records of contact; those families confirming it helped.',
    noDescription:
      'Room leaders list families who may be missing information and agree a way to reach each one. Record contacts for a term. At term end, ask those families whether they now feel informed and adjust the approach where they do not.',
  },
  {
    element: '1.3.3',
    category: 'partnerships_with_family',
    title:
      'Can families easily respond to what you share about their child, through comments, conversations or meetings, and do educators reply and act on it?',
    description:
      'Information sharing works best both ways. When families comment on a learning story or add something from home, they are offering information educators can use in planning, and they notice whether anyone replies.',
    yesDescription:
      "Family comments on documentation with educator replies; notes of conversations prompted by shared information; plans that reference a family's response; families saying educators reply to them.",
    noDescription:
      'Agree that educators reply to every family comment within two working days and note any planning idea it gives. Room leaders check comments and replies weekly. Compare the number of family comments and reply times at the start and end of a term.',
  },
  {
    element: '1.3.3',
    category: 'partnerships_with_family',
    title:
      'Do you offer progress conversations or family meetings at times that suit working families, including phone or video options?',
    description:
      'Spoken conversations let families ask questions and share things that written updates cannot capture. Offering them only during working hours shuts out many families.',
    yesDescription:
      'A schedule of progress conversations offered at varied times, including early, late and by phone or video; records of meetings held with most families; families saying the times were convenient.',
    noDescription:
      'The director offers progress conversations twice a year, with booking slots early, late and online, and rosters cover for educators. Track which families attended and follow up personally with those who did not. Review attendance after each round.',
  },
];
