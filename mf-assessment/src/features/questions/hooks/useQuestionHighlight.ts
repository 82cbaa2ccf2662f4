import { SCROLL_HIGHLIGHT_RESET_MS, type Question } from '@qip/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { questionCardId } from '../components/QuestionCard';

/**
 * Once the question the address names is in the list: scrolls its card into view and marks it
 * for a second (spec: the highlight resets after 1000 ms). Answers the id marked now, if any.
 */
export function useQuestionHighlight(questionId: string | null, questions: readonly Question[]): string | null {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const done = useRef<string | null>(null);
  const present = questionId !== null && questions.some((question) => question.id === questionId);

  useEffect(() => {
    if (!present || done.current === questionId) return;
    done.current = questionId;
    document.getElementById(questionCardId(questionId))?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    setHighlighted(questionId);
    const timer = setTimeout(() => setHighlighted(null), SCROLL_HIGHLIGHT_RESET_MS);
    return () => {
      clearTimeout(timer);
      setHighlighted(null);
    };
  }, [present, questionId]);

  return highlighted;
}
