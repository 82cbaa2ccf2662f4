import { QUALITY_AREA_IDS, type QualityAreaId } from '@qip/shared-contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { areaColour } from '../theme/theme';
import { ErrorText } from './fieldStyles';

const Group = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chip = styled.label<{ $area: QualityAreaId; $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $area, $checked }) => ($checked ? areaColour($area).strong : theme.colours.border)};
  background: ${({ theme, $area, $checked }) => ($checked ? areaColour($area).soft : theme.colours.surface)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ $area }) => areaColour($area).strong};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`;

export interface AreaCheckboxesProps {
  legend: string;
  /** The chosen areas, in any order. */
  value: readonly number[];
  /** The chosen areas after a change, in area order. */
  onChange: (areas: QualityAreaId[]) => void;
  error?: string;
  disabled?: boolean;
}

/** A choice of the seven quality areas (NQA1 to NQA7), each in its area's colour when chosen. */
export function AreaCheckboxes({ legend, value, onChange, error, disabled }: AreaCheckboxesProps) {
  const errorId = useId();
  const toggle = (area: QualityAreaId) =>
    onChange(QUALITY_AREA_IDS.filter((id) => (id === area ? !value.includes(id) : value.includes(id))));
  return (
    <Group aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend>{legend}</legend>
      <Chips>
        {QUALITY_AREA_IDS.map((area) => (
          <Chip key={area} $area={area} $checked={value.includes(area)}>
            <input type="checkbox" checked={value.includes(area)} onChange={() => toggle(area)} />
            NQA{area}
          </Chip>
        ))}
      </Chips>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Group>
  );
}
