// FROZEN with migration 0002, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

// The National Quality Standard in force since 1 February 2018 (ACECQA): 7 quality areas,
// 15 standards, 40 elements, with their official short names. Copied from the project's
// reference data (shared/data/nqs.json). A revised standard is added as a new version beside
// this one (see NqsVersionSeed), never by editing it, so past answers keep their meaning.

export interface NqsElementSeed {
  /** '1.1.1' */
  id: string;
  title: string;
}

export interface NqsStandardSeed {
  /** '1.1' */
  id: string;
  name: string;
  elements: readonly NqsElementSeed[];
}

export interface NqsAreaSeed {
  id: number;
  name: string;
  standards: readonly NqsStandardSeed[];
}

export interface NqsVersionSeed {
  /** Prefix of every category id of this version ('nqs2018-1.1.1'). */
  id: string;
  name: string;
  /** The day the version took effect (ISO date). */
  effectiveFrom: string;
  areas: readonly NqsAreaSeed[];
}

export const NQS_2018: NqsVersionSeed = {
  id: 'nqs2018',
  name: 'National Quality Standard (February 2018)',
  effectiveFrom: '2018-02-01',
  areas: [
    {
      id: 1,
      name: 'Educational program and practice',
      standards: [
        {
          id: '1.1',
          name: 'Program',
          elements: [
            { id: '1.1.1', title: 'Approved learning framework' },
            { id: '1.1.2', title: 'Child-centred' },
            { id: '1.1.3', title: 'Program learning opportunities' },
          ],
        },
        {
          id: '1.2',
          name: 'Practice',
          elements: [
            { id: '1.2.1', title: 'Intentional teaching' },
            { id: '1.2.2', title: 'Responsive teaching and scaffolding' },
            { id: '1.2.3', title: 'Child directed learning' },
          ],
        },
        {
          id: '1.3',
          name: 'Assessment and planning',
          elements: [
            { id: '1.3.1', title: 'Assessment and planning cycle' },
            { id: '1.3.2', title: 'Critical reflection' },
            { id: '1.3.3', title: 'Information for families' },
          ],
        },
      ],
    },
    {
      id: 2,
      name: "Children's health and safety",
      standards: [
        {
          id: '2.1',
          name: 'Health',
          elements: [
            { id: '2.1.1', title: 'Wellbeing and comfort' },
            { id: '2.1.2', title: 'Health practices and procedures' },
            { id: '2.1.3', title: 'Healthy lifestyle' },
          ],
        },
        {
          id: '2.2',
          name: 'Safety',
          elements: [
            { id: '2.2.1', title: 'Supervision' },
            { id: '2.2.2', title: 'Incident and emergency management' },
            { id: '2.2.3', title: 'Child protection' },
          ],
        },
      ],
    },
    {
      id: 3,
      name: 'Physical environment',
      standards: [
        {
          id: '3.1',
          name: 'Design',
          elements: [
            { id: '3.1.1', title: 'Fit for purpose' },
            { id: '3.1.2', title: 'Upkeep' },
          ],
        },
        {
          id: '3.2',
          name: 'Use',
          elements: [
            { id: '3.2.1', title: 'Inclusive environment' },
            { id: '3.2.2', title: 'Resources support play-based learning' },
            { id: '3.2.3', title: 'Environmentally responsible' },
          ],
        },
      ],
    },
    {
      id: 4,
      name: 'Staffing arrangements',
      standards: [
        {
          id: '4.1',
          name: 'Staffing arrangements',
          elements: [
            { id: '4.1.1', title: 'Organisation of educators' },
            { id: '4.1.2', title: 'Continuity of staff' },
          ],
        },
        {
          id: '4.2',
          name: 'Professionalism',
          elements: [
            { id: '4.2.1', title: 'Professional collaboration' },
            { id: '4.2.2', title: 'Professional standards' },
          ],
        },
      ],
    },
    {
      id: 5,
      name: 'Relationships with children',
      standards: [
        {
          id: '5.1',
          name: 'Relationships between educators and children',
          elements: [
            { id: '5.1.1', title: 'Positive educator to child interactions' },
            { id: '5.1.2', title: 'Dignity and rights of the child' },
          ],
        },
        {
          id: '5.2',
          name: 'Relationships between children',
          elements: [
            { id: '5.2.1', title: 'Collaborative learning' },
            { id: '5.2.2', title: 'Self-regulation' },
          ],
        },
      ],
    },
    {
      id: 6,
      name: 'Collaborative partnerships with families and communities',
      standards: [
        {
          id: '6.1',
          name: 'Supportive relationships with families',
          elements: [
            { id: '6.1.1', title: 'Engagement with the service' },
            { id: '6.1.2', title: 'Parent views are respected' },
            { id: '6.1.3', title: 'Families are supported' },
          ],
        },
        {
          id: '6.2',
          name: 'Collaborative partnerships',
          elements: [
            { id: '6.2.1', title: 'Transitions' },
            { id: '6.2.2', title: 'Access and participation' },
            { id: '6.2.3', title: 'Community engagement' },
          ],
        },
      ],
    },
    {
      id: 7,
      name: 'Governance and leadership',
      standards: [
        {
          id: '7.1',
          name: 'Governance',
          elements: [
            { id: '7.1.1', title: 'Service philosophy and purpose' },
            { id: '7.1.2', title: 'Management systems' },
            { id: '7.1.3', title: 'Roles and responsibilities' },
          ],
        },
        {
          id: '7.2',
          name: 'Leadership',
          elements: [
            { id: '7.2.1', title: 'Continuous improvement' },
            { id: '7.2.2', title: 'Educational leadership' },
            { id: '7.2.3', title: 'Development of professionals' },
          ],
        },
      ],
    },
  ],
};
