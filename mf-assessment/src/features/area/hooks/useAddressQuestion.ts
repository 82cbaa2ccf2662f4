import { useSearchParams } from 'react-router-dom';

/** The question the address names (?question={id}, from a task's 'Go to question'), or null. */
export function useAddressQuestion(): string | null {
  const [params] = useSearchParams();
  return params.get('question');
}
