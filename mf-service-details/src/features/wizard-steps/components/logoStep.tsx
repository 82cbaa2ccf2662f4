import {
  LOGO_MIN_PIXELS,
  formatBytes,
  inputRefusalMessage,
  isLogoTooSmall,
  logoFileProblem,
} from '@qip/shared-contracts';
import { Button, ConfirmDialog, Spinner, SpinnerIcon, usePlatform, useProtectedFileUrl } from '@qip/shared-ui';
import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { removeLogo, uploadLogo } from '../api/logoApi';
import { Note } from './layout';
import type { StepDefinition, StepFieldsProps } from './types';

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
  align-items: flex-start;
`;

const Preview = styled.div`
  width: 220px;
  height: 220px;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 2px dashed ${({ theme }) => theme.colours.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.background};
  color: ${({ theme }) => theme.colours.textMuted};
  text-align: center;
  padding: ${({ theme }) => theme.space(3)};
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 420px;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The file input stays focusable for keyboards; its label is what people see and click. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const UploadLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:hover {
    background: ${({ theme }) => theme.colours.primaryHover};
  }
  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colours.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Warning = styled.p`
  color: ${({ theme }) => theme.colours.warning};
  background: ${({ theme }) => theme.colours.warningSoft};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const REMOVE_LOGO_QUESTION = 'Are you sure you want to remove the logo?';

/** Step 12: the upload starts as soon as a file is chosen; removal asks first (spec section 4). */
function LogoFields({ details, readOnly, reload }: StepFieldsProps) {
  const { api, bus, uploadMaxBytes } = usePlatform();
  const [busy, setBusy] = useState<'uploading' | 'removing' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const logo = details.logo;
  const image = useProtectedFileUrl(logo?.url);
  const small = logo !== null && isLogoTooSmall(logo);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const local = logoFileProblem(file);
    setProblem(local);
    if (local) return;
    setBusy('uploading');
    try {
      await uploadLogo(api, details.id, file);
      await reload();
      bus.publish('data.changed', { entity: 'service-details', centerId: details.id });
      bus.publish('toast', { kind: 'success', message: 'Logo uploaded.' });
    } catch (error) {
      setProblem(
        inputRefusalMessage(error, 'The logo could not be uploaded. Please check your connection and try again.'),
      );
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!logo) return;
    setBusy('removing');
    try {
      await removeLogo(api, logo.id);
      setConfirming(false);
      await reload();
      bus.publish('data.changed', { entity: 'service-details', centerId: details.id });
      bus.publish('toast', { kind: 'info', message: 'Logo removed.' });
    } catch (error) {
      setConfirming(false);
      setProblem(inputRefusalMessage(error, 'The logo could not be removed. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel>
      <Preview>
        {!logo && 'No logo yet'}
        {logo && image.status === 'ready' && <img src={image.objectUrl} alt={`Logo of ${details.name}`} />}
        {logo && image.status === 'loading' && <Spinner label="Loading logo..." />}
        {logo && image.status === 'failed' && 'The logo could not be shown.'}
      </Preview>
      <Controls>
        <Note>
          PNG, JPG, GIF or WebP, up to {formatBytes(uploadMaxBytes)}. At least {LOGO_MIN_PIXELS} × {LOGO_MIN_PIXELS}{' '}
          pixels looks best in your reports.
        </Note>
        {!readOnly && (
          <>
            <Buttons>
              <FileInput
                id="logo-file"
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                disabled={busy !== null}
                onChange={(event) => void choose(event)}
              />
              <UploadLabel htmlFor="logo-file" $disabled={busy !== null}>
                {busy === 'uploading' && <SpinnerIcon aria-hidden="true" $size={16} />}
                {busy === 'uploading' ? 'Uploading logo...' : logo ? 'Replace logo' : 'Upload logo'}
              </UploadLabel>
              {logo && (
                <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy !== null}>
                  Remove logo
                </Button>
              )}
            </Buttons>
          </>
        )}
        {problem && <Problem role="alert">{problem}</Problem>}
        {small && (
          <Warning>
            This logo is smaller than {LOGO_MIN_PIXELS} × {LOGO_MIN_PIXELS} pixels and may look blurry in reports.
          </Warning>
        )}
      </Controls>
      <ConfirmDialog
        open={confirming}
        message={REMOVE_LOGO_QUESTION}
        danger
        confirmLabel="Remove"
        cancelLabel="Keep"
        busy={busy === 'removing'}
        busyLabel="Removing..."
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}

export const logoStep: StepDefinition<Record<string, never>> = {
  step: 12,
  intro: "Your service's logo, shown on your reports.",
  initialValues: () => ({}),
  validate: () => ({}),
  Fields: LogoFields,
};
