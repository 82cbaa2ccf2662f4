import type { FileFamily } from '@qip/shared-contracts';
import styled from 'styled-components';

/** What each family's badge says (accounts-billing spec section 9 lists the families). */
const BADGES: Readonly<Record<FileFamily, { text: string; name: string }>> = {
  pdf: { text: 'PDF', name: 'PDF document' },
  image: { text: 'IMG', name: 'Image' },
  zip: { text: 'ZIP', name: 'ZIP archive' },
  video: { text: 'VID', name: 'Video' },
  audio: { text: 'AUD', name: 'Audio' },
  excel: { text: 'XLS', name: 'Excel workbook' },
  powerpoint: { text: 'PPT', name: 'PowerPoint presentation' },
  word: { text: 'DOC', name: 'Word document' },
  other: { text: 'FILE', name: 'File' },
};

const Badge = styled.span<{ $family: FileFamily; $small: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $small }) => ($small ? '48px' : '100px')};
  height: ${({ $small }) => ($small ? '36px' : '75px')};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ $small, theme }) => ($small ? theme.fontSizes.xs : theme.fontSizes.md)};
  letter-spacing: 0.05em;
  background: ${({ $family, theme }) =>
    $family === 'pdf' || $family === 'powerpoint'
      ? theme.colours.dangerSoft
      : $family === 'excel' || $family === 'image'
        ? theme.colours.successSoft
        : $family === 'word' || $family === 'video' || $family === 'audio'
          ? theme.colours.infoSoft
          : theme.colours.background};
  color: ${({ theme }) => theme.colours.text};
`;

/** The 100 × 75 placeholder of a file that is not previewed (48 × 36 when small, in a list): its family's badge. */
export function FileFamilyIcon({ family, small = false }: { family: FileFamily; small?: boolean }) {
  const badge = BADGES[family];
  return (
    <Badge $family={family} $small={small} role="img" aria-label={badge.name}>
      {badge.text}
    </Badge>
  );
}
