import type { ReportType } from '@qip/shared-contracts';
import type { Block, ReportDocument } from '../../../../shared/documents/model';
import type { ReportSource } from '../source';
import { reportDocument, typeTitle } from './common';
import { evidencesBlocks } from './evidences';
import { fullBlocks } from './full';
import { goalsBlocks } from './goals';
import { satBlocks } from './sat';
import { strengthsBlocks } from './strengthsReport';
import { tasksBlocks } from './tasks';

// Which blocks and title each report type has.

const TYPES: Record<ReportType, { title: string; blocks: (source: ReportSource) => Block[]; contents?: boolean }> = {
  1: { title: 'Goals report', blocks: goalsBlocks },
  2: { title: 'Strengths report', blocks: strengthsBlocks },
  3: { title: 'Quality Improvement Plan', blocks: fullBlocks, contents: true },
  4: { title: 'Evidences report', blocks: evidencesBlocks },
  5: { title: typeTitle(5), blocks: tasksBlocks },
  6: { title: typeTitle(6), blocks: tasksBlocks },
  7: { title: 'Tasks report', blocks: tasksBlocks },
  8: { title: 'Self-assessment (SAT) report', blocks: satBlocks },
};

/** What a report of the source's type says. */
export function buildReportDocument(source: ReportSource): ReportDocument {
  const type = TYPES[source.type];
  return reportDocument(source, type.title, type.blocks(source), { contents: type.contents ?? false });
}
