import styled from 'styled-components';

const Group = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $columns }) => ($columns > 2 ? '200px' : '160px')}, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Card = styled.label<{ $checked: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colours.primarySoft : theme.colours.surface)};
  box-shadow: ${({ theme, $checked }) => ($checked ? `inset 0 0 0 1px ${theme.colours.primary}` : 'none')};
  cursor: pointer;
  transition:
    border-color 120ms ease,
    background 120ms ease;
  &:hover {
    border-color: ${({ theme }) => theme.colours.primary};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
  input {
    margin: 3px 0 0;
    width: 16px;
    height: 16px;
    flex: none;
    accent-color: ${({ theme }) => theme.colours.primary};
  }
`;

const Title = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

export interface Choice<V extends string | number> {
  value: V;
  title: string;
  description?: string;
}

/** One choice of a few, as cards of radio buttons (arrow keys move between them). */
export function ChoiceCards<V extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  name: string;
  choices: ReadonlyArray<Choice<V>>;
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  return (
    <Group disabled={disabled}>
      <legend>{legend}</legend>
      <Grid $columns={choices.length}>
        {choices.map((choice) => (
          <Card key={choice.value} $checked={choice.value === value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span>
              <Title>{choice.title}</Title>
              {choice.description && <Description>{choice.description}</Description>}
            </span>
          </Card>
        ))}
      </Grid>
    </Group>
  );
}
