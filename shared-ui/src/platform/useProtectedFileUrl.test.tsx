import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createTestPlatform, renderWithPlatform } from '../testing';
import { useProtectedFileUrl } from './useProtectedFileUrl';

function Logo({ url }: { url: string | null }) {
  const file = useProtectedFileUrl(url);
  return file.status === 'ready' ? <img src={file.objectUrl} alt="Logo" /> : <p>{file.status}</p>;
}

describe('useProtectedFileUrl', () => {
  beforeAll(() => {
    Object.assign(URL, { createObjectURL: () => 'blob:file-1', revokeObjectURL: () => undefined });
  });

  it("fetches an upload with the session's client and gives an object URL", async () => {
    const platform = createTestPlatform();
    const get = jest.spyOn(platform.api.http, 'get').mockResolvedValue({ data: new Blob(['png']) });
    renderWithPlatform(<Logo url="/api/uploads/u1" />, { platform });
    expect(await screen.findByRole('img', { name: 'Logo' })).toHaveAttribute('src', 'blob:file-1');
    expect(get).toHaveBeenCalledWith('/api/uploads/u1', expect.objectContaining({ responseType: 'blob' }));
  });

  it('says when the file could not be fetched, and does nothing without a URL', async () => {
    function Removable() {
      const [url, setUrl] = useState<string | null>('/api/uploads/u2');
      return (
        <>
          <Logo url={url} />
          <button onClick={() => setUrl(null)}>Remove</button>
        </>
      );
    }
    const platform = createTestPlatform();
    jest.spyOn(platform.api.http, 'get').mockRejectedValue(new Error('403'));
    renderWithPlatform(<Removable />, { platform });
    expect(await screen.findByText('failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('idle')).toBeInTheDocument();
  });
});
