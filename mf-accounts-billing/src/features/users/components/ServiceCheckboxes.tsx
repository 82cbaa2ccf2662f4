import type { UserCenter } from '@qip/shared-contracts';
import { ErrorText, FieldWrapper, Hint, RequiredMark } from '@qip/shared-ui';
import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

/** The services a user belongs to, among the administrator's (at least one: 'This field is required.'). */
export function ServiceCheckboxes({
  name,
  services,
  disabled,
  hint,
}: {
  name: string;
  services: readonly UserCenter[];
  disabled?: boolean;
  hint?: string;
}) {
  const [field, meta, helpers] = useField<string[]>(name);
  const id = useId();
  const chosen = new Set(field.value);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrapper>
      <Fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend>
          Services <RequiredMark aria-hidden="true">*</RequiredMark>
        </legend>
        {services.map((service) => (
          <label key={service.id}>
            <input
              type="checkbox"
              name={name}
              value={service.id}
              checked={chosen.has(service.id)}
              disabled={disabled}
              onChange={(event) => {
                const next = event.target.checked
                  ? [...field.value, service.id]
                  : field.value.filter((each) => each !== service.id);
                void helpers.setTouched(true, false);
                void helpers.setValue(next);
              }}
            />
            {service.name}
          </label>
        ))}
      </Fieldset>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldWrapper>
  );
}
