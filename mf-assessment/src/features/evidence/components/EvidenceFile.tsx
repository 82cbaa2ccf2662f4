import { fileFamily, type Attachment } from '@qip/shared-contracts';
import { Button, downloadProtectedFile, FileFamilyIcon, usePlatform, useProtectedFileUrl } from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Thumbnail = styled.img`
  width: 100px;
  height: 75px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  flex: none;
`;

const Name = styled.span`
  overflow-wrap: anywhere;
`;

export const DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again.';

/** An image kept as evidence, fetched with the session's token for its thumbnail. */
function StoredThumbnail({ file }: { file: Attachment }) {
  const stored = useProtectedFileUrl(file.url);
  if (stored.status !== 'ready') return <FileFamilyIcon family="image" />;
  return <Thumbnail src={stored.objectUrl} alt={file.fileName} />;
}

/** One kept file: its thumbnail (images) or its family's icon, its name and a download button. */
export function EvidenceFile({ file }: { file: Attachment }) {
  const { api, bus } = usePlatform();
  const [busy, setBusy] = useState(false);
  const family = fileFamily({ name: file.fileName, type: file.contentType });

  const download = async () => {
    setBusy(true);
    try {
      await downloadProtectedFile(api, file.url, file.fileName);
    } catch {
      bus.publish('toast', { kind: 'error', message: DOWNLOAD_FAILED });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row>
      {family === 'image' ? <StoredThumbnail file={file} /> : <FileFamilyIcon family={family} />}
      <Name>{file.fileName}</Name>
      <Button
        variant="link"
        size="sm"
        onClick={() => void download()}
        busy={busy}
        busyLabel="Downloading..."
        aria-label={`Download ${file.fileName}`}
      >
        Download
      </Button>
    </Row>
  );
}
