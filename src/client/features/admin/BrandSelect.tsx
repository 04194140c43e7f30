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
  isLoading?: boolean;
}

/** The form's brand: a searchable select of the shop's known brands, in dark and gold. */
export function BrandSelect({ inputId, brands, value, onChange, isLoading = false }: BrandSelectProps) {
  const options: Option[] = brands.map((name) => ({ value: name, label: name }));
  // A product whose brand left the list still shows it, so the admin sees why a save is refused.
  const selected = value ? (options.find((o) => o.value === value) ?? { value, label: value }) : null;
  return (
    <Select<Option, false>
      inputId={inputId}
      instanceId={inputId}
      options={options}
      value={selected}
      onChange={(option) => onChange(option?.value ?? '')}
      isClearable
      isLoading={isLoading}
      placeholder={MESSAGES.admin.brandPlaceholder}
      noOptionsMessage={() => MESSAGES.admin.noBrandOptions}
      aria-required
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
        loadingIndicator: () => 'p-1',
        menu: () => 'z-20 mt-1 overflow-hidden rounded border border-night-line bg-night-soft shadow-lg',
        option: ({ isFocused, isSelected }) =>
          `cursor-pointer px-3 py-2 ${isSelected ? 'bg-gold text-night' : isFocused ? 'bg-night-line text-ink' : 'text-ink'}`,
        noOptionsMessage: () => 'px-3 py-2 text-ink-soft',
      }}
    />
  );
}
