// How long a typed text may be, and what its counter says (notes, strategies, SAT descriptions).

/** Notes, goals and strategies: the API refuses longer texts. */
export const LONG_TEXT_MAX = 5000;

export interface CharacterCount {
  /** What the counter shows: '4,980 characters left' or '+12 over the limit'. */
  text: string;
  over: boolean;
}

const grouped = (value: number) => value.toLocaleString('en-AU');

/** The counter under a text with a limit (spec: characters left, or '+N over the limit'). */
export function characterCount(length: number, max: number): CharacterCount {
  const left = max - length;
  if (left < 0) return { text: `+${grouped(-left)} over the limit`, over: true };
  return { text: `${grouped(left)} ${left === 1 ? 'character' : 'characters'} left`, over: false };
}
