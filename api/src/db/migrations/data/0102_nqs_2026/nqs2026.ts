// FROZEN with migration 0102, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

// The National Quality Standard as refined from 1 January 2026: a revision of the 2018 standard,
// not a new set of elements. Its categories are the 2018 ones (their ids, first minted in 2018,
// stay the keys of every answer, evidence link, task and SAT entry) with the changes below.
//
// What public sources confirm (sector publications; the regulator's own guide pages seen still
// showed the 2018 descriptors): element 2.2.3 is renamed 'Child safety and protection', and the
// descriptor of element 7.1.2 'Management systems' (its name unchanged) now refers to a child
// safe service. The exact new descriptors of 2.2.3 and 7.1.2 are left out on purpose: no public
// source seen confirms their published wording, so a plain summary says what changed instead.
// No other element changed.

/** What a revision changes in one element of its base version. */
export interface NqsElementChangeSeed {
  /** The element's number ('2.2.3'). */
  label: string;
  /** Its new short name; omitted when the name is unchanged. */
  title?: string;
  /** What changed, in plain words, as a service is told. */
  summary: string;
}

/** A revision of an NQS version: the same categories, with some of them changed. */
export interface NqsRevisionSeed {
  id: string;
  name: string;
  /** YYYY-MM-DD */
  effectiveFrom: string;
  /** The version it revises, whose category rows it keeps. */
  baseVersionId: string;
  changes: readonly NqsElementChangeSeed[];
}

export const NQS_2026: NqsRevisionSeed = {
  id: 'nqs2026',
  name: 'National Quality Standard 2026',
  effectiveFrom: '2026-01-01',
  baseVersionId: 'nqs2018',
  changes: [
    {
      label: '2.2.3',
      title: 'Child safety and protection',
      summary:
        "Renamed 'Child safety and protection' (was 'Child protection'). Check your practice against the regulator's published wording of the element.",
    },
    {
      label: '7.1.2',
      summary:
        "The descriptor now refers to a child safe service. Check your practice against the regulator's published wording of the element.",
    },
  ],
};
