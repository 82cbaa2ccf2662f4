import { createCompressedReplies } from './compressedReplies';

describe('compressed replies kept by their text', () => {
  function withCounter(maxBytes = 1024) {
    const made: string[] = [];
    const compressed = createCompressedReplies<'br' | 'gzip'>({
      maxBytes,
      compress: (encoding, text) => {
        made.push(`${encoding} ${text}`);
        return Buffer.from(`${encoding}(${text})`);
      },
    });
    return { compressed, made };
  }

  it('compresses a text once per encoding and gives the same bytes again', () => {
    const { compressed, made } = withCounter();
    const first = compressed('br', '{"a":1}');
    expect(compressed('br', '{"a":1}')).toBe(first);
    expect(compressed('gzip', '{"a":1}').toString()).toBe('gzip({"a":1})');
    expect(made).toEqual(['br {"a":1}', 'gzip {"a":1}']);
  });

  it('compresses a changed text afresh', () => {
    const { compressed } = withCounter();
    compressed('br', '{"status":1}');
    expect(compressed('br', '{"status":2}').toString()).toBe('br({"status":2})');
  });

  it('drops the least recently used past its size', () => {
    const { compressed, made } = withCounter(40);
    compressed('br', 'one-one-one');
    compressed('br', 'two-two-two');
    compressed('br', 'one-one-one');
    compressed('br', 'three-three');
    compressed('br', 'one-one-one');
    compressed('br', 'two-two-two');
    expect(made).toEqual(['br one-one-one', 'br two-two-two', 'br three-three', 'br two-two-two']);
  });
});
