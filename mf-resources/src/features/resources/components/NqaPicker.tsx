import type { Category } from '@qip/shared-contracts';
import { FieldWrapper, Label, Select } from '@qip/shared-ui';

/**
 * The NQA picker: the seven quality areas with their standards and elements. Choosing one shows
 * its resources (an area or standard shows those of all its elements); '' shows every resource.
 */
export function NqaPicker({
  categories,
  value,
  onChange,
  disabled,
}: {
  categories: readonly Category[];
  value: string;
  onChange: (categoryId: string) => void;
  disabled: boolean;
}) {
  const areas = categories.filter((category) => category.kind === 'area');
  const childrenOf = (id: string) => categories.filter((category) => category.parent === id);
  return (
    <FieldWrapper>
      <Label htmlFor="resource-nqa">Quality area, standard or element</Label>
      <Select id="resource-nqa" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">All quality areas</option>
        {areas.map((area) => (
          <optgroup key={area.id} label={`NQA ${area.label} ${area.title}`}>
            <option value={area.id}>{`All of NQA ${area.label}`}</option>
            {childrenOf(area.id).map((standard) => [
              <option key={standard.id} value={standard.id}>{`Standard ${standard.label} ${standard.title}`}</option>,
              ...childrenOf(standard.id).map((element) => (
                <option key={element.id} value={element.id}>{`Element ${element.label} ${element.title}`}</option>
              )),
            ])}
          </optgroup>
        ))}
      </Select>
    </FieldWrapper>
  );
}
