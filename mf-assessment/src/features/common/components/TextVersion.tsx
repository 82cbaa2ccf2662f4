import { SafeHtml } from '@qip/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';

/** Texts longer than this show their start, with 'Show all' to open them. */
const COLLAPSE_AT = 280;

const Box = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colours.background};
`;

const Heading = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colours.textMuted};
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Text = styled.div<{ $collapsed: boolean }>`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $collapsed }) => ($collapsed ? 'max-height: 6.5em; overflow: hidden;' : '')}
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  font-style: italic;
`;

const Toggle = styled.button`
  margin-top: ${({ theme }) => theme.space(1)};
  background: none;
  border: none;
  padding: 0;
  color: ${({ theme }) => theme.colours.primary};
  text-decoration: underline;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * One version of a text (before, after, theirs, yours), rendered safely: notes are plain text and
 * evidence comments rich text, both through SafeHtml. A long text is collapsed until opened.
 */
export function TextVersion({ heading, text }: { heading: string; text: string | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = (text ?? '').length > COLLAPSE_AT;
  return (
    <Box role="group" aria-label={heading}>
      <Heading>{heading}</Heading>
      {text ? (
        <Text id={id} $collapsed={long && !open}>
          <SafeHtml html={text} />
        </Text>
      ) : (
        <Empty>(empty)</Empty>
      )}
      {long && (
        <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? 'Show less' : 'Show all'}
        </Toggle>
      )}
    </Box>
  );
}
