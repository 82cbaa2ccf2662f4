// FROZEN with migration 0003, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

import type { QuestionSeed } from './types';

/** Quality area 3: Physical environment. */
export const AREA_3_QUESTIONS: QuestionSeed[] = [
  // 3.1.1 Fit for purpose
  {
    element: '3.1.1',
    category: 'embedded',
    title:
      'Can every child, including children who use mobility aids or have sensory needs, get to the toilets, handbasins, play spaces and resources on their own or with minimal help?',
    description:
      'Spaces, buildings, fixtures and fittings should support the access of every child. That includes ramps or level paths, handbasins and toilets children can use, and play areas a child in a wheelchair or walking frame can reach.',
    yesDescription:
      'A walk-through showing step-free paths to key areas, child-height fixtures and clear circulation space; adaptations made for enrolled children (a step stool, a grab rail, a wider path); educators able to describe how a child with a mobility or sensory need moves through the day.',
    noDescription:
      'The director and a room leader walk the premises at child height, ideally with an inclusion professional or occupational therapist, listing barriers. Fix quick items within a month and add larger works to the QIP with costs and dates. Success: every enrolled child can reach the spaces they need, checked again after each enrolment with a new access need.',
  },
  {
    element: '3.1.1',
    category: 'embedded',
    title:
      'Does the layout of rooms, bathrooms and outdoor areas let educators supervise all children, while still giving children places to play quietly or be alone?',
    description:
      'Premises must be designed and arranged to support supervision. Good design also gives children semi-private nooks they can retreat to, which educators can still see or hear.',
    yesDescription:
      'Clear sightlines from educator positions, including into bathrooms and outdoor corners; nooks and cubbies that are visible from at least one point; supervision plans matching the layout.',
    noDescription:
      'Room leaders stand at usual educator positions and mark blind spots on a floor plan. Move furniture, add mirrors or trim planting to open sightlines, while keeping cosy spaces visible. The director checks the revised layout and updates supervision plans. Re-walk in a month to confirm blind spots are gone.',
  },
  {
    element: '3.1.1',
    category: 'critical_reflections',
    title:
      'Have you reviewed whether the way each room and outdoor area is used still suits the current children, their ages, numbers and needs, and changed it where it does not?',
    description:
      "A space set up for last year's group may not suit this year's. A room of new walkers needs different space from a room of confident climbers.",
    yesDescription:
      'Reflections or meeting notes on how spaces suit the current group; changes in layout or use over the year; educators able to explain why a space is arranged as it is.',
    noDescription:
      'At the start of each term, each room team observes how children use the space for a week and lists what works and what does not. Agree and make up to three changes. The educational leader reviews the changes at term end with another observation.',
  },
  {
    element: '3.1.1',
    category: 'critical_reflections',
    title:
      "Do educators reflect on how the building affects children's experience, such as noise, crowding, light and the flow between indoors and outdoors, and find workable fixes?",
    description:
      'Few services can rebuild, but many can improve how a building works: soft furnishings to absorb noise, different furniture arrangements, or opening doors for indoor-outdoor play.',
    yesDescription:
      'Reflections identifying building-related issues; practical changes made (acoustic panels, rugs, curtains, repositioned furniture, indoor-outdoor program); observations showing the effect.',
    noDescription:
      'The director invites each room to name the building issue that most affects children. Prioritise low-cost fixes and trial one per room for a month. Compare observations before and after, and add larger items to the QIP.',
  },
  {
    element: '3.1.1',
    category: 'partnerships_with_family',
    title:
      'When planning changes to buildings or outdoor spaces, do you seek ideas from families, children and specialists such as occupational therapists or landscape designers?',
    description:
      'People who use and understand the space see different things. Involving them leads to spaces that work for everyone.',
    yesDescription:
      'Records of consultation with families and children (surveys, drawings, meetings) before recent changes; advice from specialists on file; changes that reflect the input.',
    noDescription:
      "Before the next planned change, the director invites families to a short survey or meeting, and educators gather children's ideas through drawings or discussion. Seek specialist advice where access needs are involved. Report back to families on what was adopted.",
  },
  {
    element: '3.1.1',
    category: 'partnerships_with_family',
    title:
      'Do the entry, sign-in, pram and parking areas work for families, including families with disability or with several young children?',
    description:
      'The part of the service families use every day should be safe and practical, with room for prams, siblings and bags, accessible entry and a safe path from parking, so that drop-off is calm rather than a daily scramble.',
    yesDescription:
      'Family feedback on drop-off and pick-up; step-free entry; a safe pedestrian path from parking; space for prams and bags; sign-in set up so queues do not block the door; changes made in response to family suggestions.',
    noDescription:
      'Ask families in the next survey what makes drop-off and pick-up hard. The director walks the entry at peak time with one or two families, including a family with disability if possible, and agrees practical changes. Re-survey after the changes.',
  },
  // 3.1.2 Upkeep
  {
    element: '3.1.2',
    category: 'embedded',
    title:
      'Are indoor and outdoor areas checked for hazards each day before children use them, with hazards recorded and fixed or isolated?',
    description:
      'Daily checks catch broken equipment, sharp objects, animal droppings, unlocked gates and other hazards before children find them.',
    yesDescription:
      'Completed daily checklists signed by the person who checked; hazards recorded with actions taken; observations confirming checks happen before children go out.',
    noDescription:
      'The director updates the daily checklist for each area, assigns who completes it on each shift and sets up a place to record hazards and actions. The nominated supervisor reviews checklists weekly for a month. Success: checks completed every day before use.',
  },
  {
    element: '3.1.2',
    category: 'embedded',
    title:
      'Do you have a cleaning schedule and a maintenance register that record who did what, with repair requests followed up to completion?',
    description:
      'Premises, furniture and equipment must be kept safe, clean and in good repair. A written schedule and a register of repairs make sure routine cleaning happens and a reported fault, such as a loose fence paling or a cracked sandpit edge, is not forgotten.',
    yesDescription:
      'Cleaning schedules signed off by shift; a maintenance register showing the date each fault was reported, the action taken and the date closed; broken items tagged out of use until fixed; premises visibly clean on the day, including high-touch surfaces, toys and bathrooms.',
    noDescription:
      'The director sets up a maintenance register (paper or app) and a cleaning schedule per room, names who reports faults and who follows them up, and agrees target repair times (for example, safety faults within 48 hours). Review the register fortnightly at the leadership meeting. Success: no safety fault open beyond its target time for a term.',
  },
  {
    element: '3.1.2',
    category: 'critical_reflections',
    title:
      'Do you review maintenance and incident records to find repeated problems, and plan to replace worn furniture and equipment before it fails?',
    description:
      'The same repair done three times, or several bumps near one piece of furniture, points to something that needs replacing or redesigning. Planning replacements ahead avoids unsafe equipment staying in use while money is found.',
    yesDescription:
      'An equipment list with age, condition and expected replacement year; a replacement budget line; meeting notes where repeat repairs or incident clusters were discussed; items replaced before they became unsafe.',
    noDescription:
      'The director lists major furniture and equipment with age and condition, then reviews the last six months of maintenance and incident records for repeats. Agree a two-year replacement plan tied to the budget and add priority items to the QIP. Review the plan each year when the budget is set.',
  },
  {
    element: '3.1.2',
    category: 'critical_reflections',
    title:
      'Does the team check whether daily safety checks are genuinely done or just ticked, for example by spot-checking an area after the checklist is signed?',
    description:
      'A checklist signed at 7 am while the yard is still dark, or ticked from memory, gives false comfort. Honest discussion about how checks are really done keeps them meaningful.',
    yesDescription:
      'Records of spot checks by the nominated supervisor; discussion in team meetings when a spot check found a missed hazard; changes to the checklist or timing as a result, such as checking the yard after it is light.',
    noDescription:
      'The nominated supervisor spot-checks one area a week, straight after the checklist is signed, and records what was found. Discuss results openly at team meetings without blame and adjust the checklist or timing where it is unrealistic. After a term, spot checks should rarely find hazards the checklist missed.',
  },
  {
    element: '3.1.2',
    category: 'partnerships_with_family',
    title:
      'Do families and community volunteers help maintain or improve the premises, such as through working bees, with their work safely managed?',
    description:
      'Working bees and volunteer help can improve the environment and build a sense of shared ownership, provided the tasks, tools, supervision of children and any required checks are managed.',
    yesDescription:
      'Records of working bees or volunteer contributions with a task list and risk assessment; volunteers signed in; improvements visible on the premises; contributors thanked in newsletters.',
    noDescription:
      'The director plans one working bee a year with a task list matched to skills, a risk assessment and tools checked beforehand, held when children are not present or are separately supervised. Share before and after photos with families and ask for ideas for the next one.',
  },
  {
    element: '3.1.2',
    category: 'partnerships_with_family',
    title:
      'Can families easily report a safety or cleanliness concern about the premises, and do they hear back about what was done?',
    description:
      'Families see the premises at drop-off and pick-up, often at times educators are busy. A simple reporting route, with a reply, turns families into extra eyes and builds trust.',
    yesDescription:
      'A known way for families to raise concerns (app message, form at sign-in, conversation); each concern logged in the maintenance register; a reply to the family saying what was done and when.',
    noDescription:
      'The director sets up the reporting route, explains it in the family handbook and at sign-in, and logs every report in the maintenance register. Reply to the family within two working days. Review the log monthly for patterns and report fixed items in the newsletter.',
  },
  // 3.2.1 Inclusive environment
  {
    element: '3.2.1',
    category: 'embedded',
    title:
      'Are spaces organised and adapted so every child, including children with disability or additional needs, can take part in experiences alongside their peers?',
    description:
      'Inclusion means children join in with their peers rather than doing a separate activity nearby. Spaces and experiences are adapted so every child can participate, such as a sand tray at wheelchair height or a visual schedule for a child who needs predictability.',
    yesDescription:
      'Observations of children with additional needs playing with peers in the main spaces; adaptations in place (visual supports, adjusted table or easel heights, quieter zones); individual or inclusion support plans that name the environmental adjustments.',
    noDescription:
      'The educational leader reviews each room alongside the support plans of children with additional needs and lists where those children cannot join in. Make the changes within a month. Room leaders observe participation before and after. Success: each child observed taking part in the main play spaces on most days.',
  },
  {
    element: '3.2.1',
    category: 'embedded',
    title:
      'Do children have daily contact with natural environments and materials, such as plants, sand, water, soil and logs, and with spaces they can change and rearrange?',
    description:
      'Outdoor spaces should let children explore and experience the natural world, and both indoor and outdoor spaces should be flexible enough for children to build, move and transform them.',
    yesDescription:
      'Gardens, digging patches, sand and water play, logs and stones available most days; natural materials indoors too; movable furniture, crates and planks that children rearrange; documentation of play in natural settings.',
    noDescription:
      'Room leaders list the natural elements children can use each day and add at least two this term (a planter box, a mud kitchen, stumps, a nature table), with the director approving costs. Add movable items such as crates and planks. Observe for a week before and after to compare how long children stay engaged outdoors.',
  },
  {
    element: '3.2.1',
    category: 'critical_reflections',
    title:
      "Do you reflect on whether the environment reflects the children's families, cultures and languages, and Aboriginal and Torres Strait Islander cultures, beyond token displays?",
    description:
      'A poster or a flag is not the same as a space where children see their own lives and the first cultures of the land they are on. Reflection asks whether representation is everyday, accurate and chosen with the people it represents.',
    yesDescription:
      "Reflections examining cultural representation in each room; everyday materials such as home-language labels, family photos, cooking utensils and fabrics from enrolled families' cultures; Aboriginal and Torres Strait Islander materials sourced respectfully and used, not only displayed.",
    noDescription:
      'Each room audits its environment: whose cultures are present, how, and who chose them. Replace one tokenistic item with an authentic one chosen with families or a local Aboriginal organisation. The educational leader repeats the audit next term and records what changed.',
  },
  {
    element: '3.2.1',
    category: 'critical_reflections',
    title:
      'Do educators observe how children use spaces, noticing which areas are crowded, ignored or avoided, and rearrange them in response?',
    description:
      'Where children do and do not play says a lot about how well a space works. Observing patterns, and asking why, helps educators adapt the environment rather than blame the children.',
    yesDescription:
      'Observation notes or simple maps of where children play over several days; reflections on why areas are crowded or empty; layout or resource changes and a later observation showing the effect.',
    noDescription:
      'Room educators mark on a floor plan, three times a day for a week, where children are playing. The room leader leads a discussion of the patterns at planning; change one under-used area and relieve one crowded area. Map again a month later and compare.',
  },
  {
    element: '3.2.1',
    category: 'partnerships_with_family',
    title:
      'Do families and children contribute to the environment, for example with family photos, objects from home, plants or ideas for spaces?',
    description:
      'When families and children help shape the spaces, children see that they belong and the environment reflects the community the service serves.',
    yesDescription:
      "Family photos and objects displayed at children's height; plants or materials donated by families; records of children's and families' ideas that changed a space.",
    noDescription:
      'Invite every family, at enrolment and each new year, to share a family photo and an object or idea for the room. Display them where children can see and talk about them. Room leaders track which families have contributed and follow up personally with those who have not.',
  },
  {
    element: '3.2.1',
    category: 'partnerships_with_family',
    title:
      'Do you work with inclusion professionals to adapt the environment for individual children, such as visual schedules, sensory spaces or specialised equipment?',
    description:
      "Inclusion professionals and a child's therapists can suggest changes to the environment that make a large difference to participation, and can help the service access funding or equipment.",
    yesDescription:
      "Advice from an Inclusion Agency or therapists on file, with family consent; recommended adaptations in place; a review with the professional or family showing the effect on the child's participation.",
    noDescription:
      "For each child whose participation is limited by the environment, the director contacts your Inclusion Agency or the child's therapist, with family consent, to request advice. Put the agreed adaptations in place and review them with the family and professional after a term.",
  },
  // 3.2.2 Resources support play-based learning
  {
    element: '3.2.2',
    category: 'embedded',
    title:
      'Are there enough resources for the number of children, so that children are not waiting long or competing for them, and can children reach them without asking?',
    description:
      'Resources, materials and equipment should be sufficient in number for the group and stored so children can choose and return them independently. Frequent squabbles or queues over a few items often signal too few resources.',
    yesDescription:
      'Observations of children choosing resources from open, labelled, low shelving; duplicates of popular items for younger children; few conflicts over resources; outdoor equipment enough for the number of children outside at once.',
    noDescription:
      'Room leaders note for a week where children wait or compete for resources. The director approves purchases or sourcing of extra popular items, and rooms reorganise storage so most resources are reachable. Observe again after a month; waiting and conflicts over resources should drop.',
  },
  {
    element: '3.2.2',
    category: 'embedded',
    title:
      'Do resources include open-ended and natural materials, such as loose parts, blocks and fabric, that can be used in many ways across all areas of learning?',
    description:
      'Resources that allow multiple uses support creativity, problem-solving and play at many levels of ability. A room full of single-purpose toys limits what children can do.',
    yesDescription:
      'Loose parts, blocks, natural materials, fabrics and real tools available across areas; children using the same materials in different ways; documentation of play that moved across literacy, maths, construction and drama.',
    noDescription:
      'Each room sorts its resources into open-ended and single-purpose and sets a target to increase open-ended items. Gather loose parts from families and suppliers. The educational leader observes play before and after and records the range of uses seen.',
  },
  {
    element: '3.2.2',
    category: 'critical_reflections',
    title:
      "Do educators regularly review resources to check they support children's current interests and learning, rotating or removing those that are not used?",
    description:
      'Resources that no longer engage children take up space and attention. Regular review keeps the environment purposeful and linked to the program.',
    yesDescription:
      "Planning notes showing resources added or rotated in response to children's interests and learning goals; storerooms organised for rotation; educators explaining why a resource is out.",
    noDescription:
      'Add a resource review to each planning meeting: what was used, what was ignored, what would extend current interests. Rotate at least one area per fortnight. The educational leader checks rotation records monthly for a term.',
  },
  {
    element: '3.2.2',
    category: 'critical_reflections',
    title:
      "Do you check resources for bias and stereotypes about gender, culture, disability and family types, and make sure they reflect the children's families?",
    description:
      'Books, dolls, puzzles and images send quiet messages about who belongs and what people can do. A critical review helps every child see themselves and others fairly.',
    yesDescription:
      'A recent resource audit with notes; books and materials showing diverse families, cultures, abilities and roles; stereotyped or inaccurate items removed; reflections on how children respond to new resources.',
    noDescription:
      'The educational leader gives each room a short audit checklist (who is shown, doing what, how accurately). Remove stereotyped items and replace them over the year, starting with the book corner. Repeat the audit yearly and record changes.',
  },
  {
    element: '3.2.2',
    category: 'partnerships_with_family',
    title:
      "Do families and the community contribute resources, such as recycled materials, cultural items or tools, to enrich children's play?",
    description:
      'Families and local businesses can supply materials, such as offcuts, packaging, fabric, tools and cultural items, that extend play, cost little and connect the service to its community.',
    yesDescription:
      'Wish lists sent to families and businesses; donated materials in use and acknowledged; cultural items lent or given by families and used respectfully with their guidance.',
    noDescription:
      'Each term, room leaders send families a short wish list linked to current play, and the director approaches two local businesses for offcuts or recyclables. Record contributions and share photos of them in use so contributors see the result.',
  },
  {
    element: '3.2.2',
    category: 'partnerships_with_family',
    title:
      'Do you borrow or share resources with libraries, toy libraries or other services to widen what children can explore?',
    description:
      'Borrowing widens the range of books, instruments and equipment children meet without large costs, and builds links with community organisations.',
    yesDescription:
      "Library or toy library membership; borrowing records; borrowed resources linked to children's interests in the program; resource swaps with nearby services.",
    noDescription:
      "The director arranges membership of the local library or toy library. Each room borrows at least once a month in line with children's interests and records what was borrowed and how it was used. Review at year end whether borrowing broadened the program.",
  },
  // 3.2.3 Environmentally responsible
  {
    element: '3.2.3',
    category: 'embedded',
    title:
      'Are sustainable practices part of daily routines, such as sorting waste, composting and saving water and energy, with children taking part?',
    description:
      "Children learn environmental responsibility by doing it every day: scraping plates into compost, turning off taps and lights, reusing paper. The service's own operations should model the same care.",
    yesDescription:
      'Labelled bins children use; compost or worm farm fed from meals; water and energy saving habits observed; children explaining why they sort waste; purchasing choices that reduce waste.',
    noDescription:
      'The director names a sustainability champion among the educators. Together they pick one routine to introduce or strengthen each term with children involved (for example, food scraps to compost). Track a simple measure such as bins of landfill per week and share progress with children.',
  },
  {
    element: '3.2.3',
    category: 'embedded',
    title:
      'Does the program include learning about the natural world and caring for living things, such as gardens, worm farms or animals?',
    description:
      "Caring for plants and animals over time builds children's understanding of life cycles, responsibility and respect for nature.",
    yesDescription:
      "Gardens, worm farms or animals cared for by children with educator support; program entries and documentation of children's learning over weeks; children able to explain what the living things need.",
    noDescription:
      'Each room leader plans a living things project each term (a vegetable patch, seedlings, a worm farm) with children responsible for daily care. Educators document learning as it unfolds. At term end, the educational leader reviews what children learned and how engaged they remained.',
  },
  {
    element: '3.2.3',
    category: 'critical_reflections',
    title:
      "Have you reviewed your service's environmental footprint, such as waste, energy, water and purchasing, and set specific targets?",
    description:
      'Measuring what the service uses and throws away turns good intentions into progress you can see and share.',
    yesDescription:
      'A sustainability audit or baseline figures (bins, bills, purchasing); written targets; progress tracked over the year; changes such as reusable nappies trials, bulk purchasing or solar.',
    noDescription:
      'The director and sustainability champion record a baseline (landfill bins per week, energy and water bills, main purchases) and set two targets for the year. Report progress to staff and families each term and review the targets yearly.',
  },
  {
    element: '3.2.3',
    category: 'critical_reflections',
    title:
      "Do educators reflect on how sustainability is taught, moving beyond recycling to children's thinking about fairness, shared resources and caring for Country?",
    description:
      "The current approved learning frameworks describe sustainability as environmental, social and economic. Reflection helps educators move from recycling rules to children's thinking about fairness, sharing and care for Country.",
    yesDescription:
      "Reflections discussing what sustainability means in the program; experiences on sharing, fairness and caring for Country alongside environmental practices; children's ideas documented.",
    noDescription:
      'The educational leader leads a team discussion on the three dimensions of sustainability in the framework. Each room plans one experience per term beyond waste and recycling and reflects on what children said and did. Review the balance of experiences at year end.',
  },
  {
    element: '3.2.3',
    category: 'partnerships_with_family',
    title:
      'Do you share sustainable practices with families and invite them to take part, such as nude food lunchboxes, clothing swaps or recycling drives?',
    description:
      'Sustainability grows when home and service reinforce each other, and families often bring ideas and skills of their own.',
    yesDescription:
      'Newsletters or posts about sustainable practices; family participation in drives or swaps; family ideas adopted; children telling educators about sustainable practices at home.',
    noDescription:
      'Each term, share one practice with families and invite them to join (for example, a nude food week). Ask families for their own ideas. The sustainability champion records participation and reports results back to families.',
  },
  {
    element: '3.2.3',
    category: 'partnerships_with_family',
    title:
      'Do you connect with community sustainability groups, council programs or Traditional Owners to learn about caring for the local environment and Country?',
    description:
      'Local councils, landcare and community garden groups, and Traditional Owners hold knowledge about the local environment that educators and children can learn from.',
    yesDescription:
      "Records of contact or visits; children's participation in community events such as tree planting; learning about local plants, animals and seasons from Traditional Owners or rangers.",
    noDescription:
      "The director or sustainability champion contacts council's environment team and one local group this year, and explores contact with the local Aboriginal land council or Traditional Owner group. Plan one shared experience and document children's learning.",
  },
];
