import {
  visibleBankQuestions,
  visibleCustomItems,
  type Question,
  type QuestionCategory,
  type QuestionFilter,
  type SubLevelProgress,
} from '@qip/shared-contracts';
import { Button, ErrorState, LoadingState } from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CustomItemsSection } from '../../custom-items';
import { useSatSelection } from '../../sat';
import { useElementQuestions } from '../hooks/useElementQuestions';
import { CategoryTabs } from './CategoryTabs';
import { QuestionFilters } from './QuestionFilters';
import { QuestionList } from './QuestionList';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(2)};
`;

const EMPTY_TEXT: Record<QuestionFilter, string> = {
  all: 'There are no questions here.',
  unanswered: 'Every question here is answered.',
  answered: 'No question here is answered yet.',
  custom: '',
};

/** The questions of one element: category tabs, filters, the list and the custom items. */
export function ElementWorkspace({
  centerId,
  subLevel,
  category,
  filter,
  readOnly,
  focusQuestionId,
  onCategoryChange,
  onFilterChange,
  onProgressChanged,
}: {
  centerId: string;
  subLevel: SubLevelProgress;
  category: QuestionCategory;
  filter: QuestionFilter;
  readOnly: boolean;
  /** The question the address names ('Go to question'). */
  focusQuestionId: string | null;
  onCategoryChange: (category: QuestionCategory) => void;
  onFilterChange: (filter: QuestionFilter) => void;
  onProgressChanged: () => Promise<void>;
}) {
  const questions = useElementQuestions(centerId, subLevel.id);
  const sat = useSatSelection(centerId);
  const [adding, setAdding] = useState(false);
  // A saved question shows as the API returned it (its text and version) before the list reloads.
  const showSaved = (saved: Question) => {
    if (questions.status === 'ready') questions.replace(questions.data.map((q) => (q.id === saved.id ? saved : q)));
  };
  const refresh = async () => {
    await Promise.all([questions.reload(), onProgressChanged()]);
  };

  // Custom items are hidden under 'Unanswered': adding one shows them.
  const startAdding = () => {
    if (filter === 'unanswered') onFilterChange('custom');
    setAdding(true);
  };

  const all = questions.status === 'ready' ? questions.data : null;
  const bank = all ? visibleBankQuestions(all, category, filter) : [];
  const custom = all ? visibleCustomItems(all, category, filter) : null;

  return (
    <section aria-labelledby="element-questions-title">
      <Heading id="element-questions-title">
        {subLevel.label} {subLevel.name}
      </Heading>
      <CategoryTabs value={category} questions={all} onChange={onCategoryChange}>
        <QuestionFilters
          value={filter}
          onChange={onFilterChange}
          action={
            !readOnly && (
              <Button variant="ghost" onClick={startAdding} disabled={!all}>
                + Add your own goals &amp; strengths
              </Button>
            )
          }
        />
        {questions.status === 'loading' && <LoadingState />}
        {questions.status === 'failed' && <ErrorState onRetry={() => void questions.reload()} />}
        {all && (
          <>
            {filter !== 'custom' && (
              <QuestionList
                questions={bank}
                centerId={centerId}
                readOnly={readOnly}
                emptyText={EMPTY_TEXT[filter]}
                focusQuestionId={focusQuestionId}
                sat={sat}
                onSaved={showSaved}
                onChanged={refresh}
              />
            )}
            {custom && (
              <CustomItemsSection
                items={custom}
                target={{ centerId, elementId: subLevel.id, elementLabel: subLevel.label, category }}
                readOnly={readOnly}
                sat={sat}
                adding={adding}
                onAddingChange={setAdding}
                onChanged={refresh}
              />
            )}
          </>
        )}
      </CategoryTabs>
      {sat.dialogs}
    </section>
  );
}
