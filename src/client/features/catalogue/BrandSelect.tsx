import Select from 'react-select';
import { MESSAGES } from '#shared/messages.ts';

interface Option {
  value: string;
  label: string;
}

interface BrandSelectProps {
  inputId: string;
  brands: readonly string[];
  value: string;
  onChange: (brand: string) => void;
}

/** The clearable, searchable brand filter, dressed in the shop's dark and gold. */
export function BrandSelect({ inputId, brands, value, onChange }: BrandSelectProps) {
  const names = value && !brands.includes(value) ? [value, ...brands] : brands;
  const options: Option[] = names.map((name) => ({ value: name, label: name }));
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <Select<Option, false>
      inputId={inputId}
      instanceId={inputId}
      options={options}
      value={selected}
      onChange={(option) => onChange(option?.value ?? '')}
      isClearable
      placeholder={MESSAGES.perfumes.brandPlaceholder}
      noOptionsMessage={() => MESSAGES.perfumes.noBrandOptions}
      unstyled
      classNames={{
        control: ({ isFocused }) =>
          `min-h-[42px] rounded border bg-night px-3 ${isFocused ? 'border-gold' : 'border-night-line'}`,
        placeholder: () => 'text-ink-soft',
        singleValue: () => 'text-ink',
        input: () => 'text-ink',
        indicatorsContainer: () => 'gap-1 text-ink-soft',
        clearIndicator: () => 'cursor-pointer p-1 hover:text-gold',
        dropdownIndicator: () => 'p-1 hover:text-gold',
        menu: () => 'mt-1 overflow-hidden rounded border border-night-line bg-night-soft shadow-lg',
        option: ({ isFocused, isSelected }) =>
          `cursor-pointer px-3 py-2 ${isSelected ? 'bg-gold text-night' : isFocused ? 'bg-night-line text-ink' : 'text-ink'}`,
        noOptionsMessage: () => 'px-3 py-2 text-ink-soft',
      }}
    />
  );
}
