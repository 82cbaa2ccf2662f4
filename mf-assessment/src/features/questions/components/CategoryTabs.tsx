import {
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
  categoryCount,
  isQuestionCategory,
  type Question,
  type QuestionCategory,
} from '@qip/shared-contracts';
import { Tab, TabList, TabPanel, Tabs } from '@qip/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Count = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colours.textMuted};
`;

/** Embedded, Critical Reflections, Partnerships with Families, each with how many are answered. */
export function CategoryTabs({
  value,
  questions,
  onChange,
  children,
}: {
  value: QuestionCategory;
  questions: readonly Question[] | null;
  onChange: (category: QuestionCategory) => void;
  children: ReactNode;
}) {
  return (
    <Tabs value={value} onValueChange={(next) => isQuestionCategory(next) && onChange(next)}>
      <TabList aria-label="Question categories">
        {QUESTION_CATEGORIES.map((category) => {
          const count = questions ? categoryCount(questions, category) : null;
          return (
            <Tab key={category} value={category}>
              {QUESTION_CATEGORY_LABELS[category]}
              {count && count.total > 0 && (
                <Count aria-label={`${count.answered} of ${count.total} answered`}>
                  {count.answered}/{count.total}
                </Count>
              )}
            </Tab>
          );
        })}
      </TabList>
      {QUESTION_CATEGORIES.map((category) => (
        <TabPanel key={category} value={category}>
          {category === value && children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
