import type {
  ImprovementPlanTask,
  QualityAreaId,
  QuestionCategory,
  ReportFormat,
  ReportType,
} from '@qip/shared-contracts';
import type { DocumentImage } from '../../../shared/documents/model';

// What a report is made from: the service's data read from the database on the main thread,
// plain values that move to the worker thread that writes the document.

export interface SourcePerson {
  name: string;
  phone: string;
  email: string;
}

export interface SourceService {
  name: string;
  approvalNumber: string;
  serviceType: string;
  location: string;
  postal: string;
  phone: string;
  email: string;
  provider: SourcePerson;
  supervisor: SourcePerson;
  leader: SourcePerson;
  /** 'Monday' and '7:00 AM - 6:00 PM', or 'Closed'. */
  operatingHours: ReadonlyArray<readonly [string, string]>;
  /** 'Possums (0-2 years)'. */
  rooms: readonly string[];
  educators: readonly string[];
  /** Who is responsible for the QIP. */
  employees: readonly string[];
  additionalInfo: string;
  philosophy: string;
  logo: DocumentImage | null;
}

export interface SourceEvidence {
  /** 'Evidence', 'Link' or 'Comment'. */
  kind: string;
  label: string;
  /** The file name, the address, or the comment as text. */
  text: string;
  link: string | null;
  thumbnails: readonly DocumentImage[];
  addedBy: string;
  /** DD/MM/YYYY. */
  addedOn: string;
}

export interface SourceGoalTask extends ImprovementPlanTask {
  assignee: string;
}

export interface SourceQuestion {
  /** The element's label ('1.1.1'). */
  elementLabel: string;
  /** The question's words (a custom goal's or strength's own text). */
  title: string;
  category: QuestionCategory;
  isCustom: boolean;
  /** 0 unanswered, 1 Yes, 2 No, 3 Not applicable. */
  status: number;
  notes: string;
  selfAssessment: string;
  goalStrategy: string;
  evidence: readonly SourceEvidence[];
  goalTasks: readonly SourceGoalTask[];
}

export interface SourceSatStrength {
  title: string;
  description: string;
}

export interface SourceElement {
  label: string;
  name: string;
  description: string;
  questions: readonly SourceQuestion[];
  sat: readonly SourceSatStrength[];
}

export interface SourceStandard {
  label: string;
  name: string;
  elements: readonly SourceElement[];
}

export interface SourceLaw {
  law: string;
  description: string;
  element: string;
  /** 'Compliant', 'Not compliant', 'Not applicable' or 'Not recorded'. */
  result: string;
}

export interface SourceArea {
  id: QualityAreaId;
  name: string;
  description: string;
  standards: readonly SourceStandard[];
  laws: readonly SourceLaw[];
  lawsNote: string;
}

export interface SourceTask {
  name: string;
  /** 'Evidence' or 'Goal'. */
  type: string;
  area: QualityAreaId;
  elementLabel: string;
  question: string;
  status: number;
  assignee: string;
  /** YYYY-MM-DD. */
  due: string;
}

export interface ReportSource {
  type: ReportType;
  format: ReportFormat;
  label: string;
  /** The filters as the list shows them ('NQA 1', 'Status: In progress'). */
  filters: readonly string[];
  madeAt: string;
  madeBy: string;
  /** The QIP's last yearly review (regulations 55 and 56), or undefined when it has had none. */
  lastReview: { reviewedAt: string; reviewerName: string } | undefined;
  service: SourceService;
  areas: readonly SourceArea[];
  tasks: readonly SourceTask[];
}
