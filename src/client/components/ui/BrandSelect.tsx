import Select from 'react-select';

interface Option {
  value: string;
  label: string;
}

interface BrandSelectProps {
  inputId: string;
  /** The form field's name: a plain form (without JavaScript) sends the chosen brand under it. */
  name?: string;
  brands: readonly string[];
  value: string;
  onChange: (brand: string) => void;
  placeholder: string;
  noOptionsMessage: string;
  isLoading?: boolean;
  isRequired?: boolean;
  /** Takes the focus when it mounts: it replaced a plain select that had it. */
  autoFocus?: boolean;
}

/**
 * A clearable, searchable select of brand names in the shop's dark and gold: the collection's
 * brand filter and the admin form's brand. Lives in the pages' lazy chunks with react-select.
 */
export function BrandSelect({
  inputId,
  name,
  brands,
  value,
  onChange,
  placeholder,
  noOptionsMessage,
  isLoading = false,
  isRequired = false,
  autoFocus = false,
}: BrandSelectProps) {
  const options: Option[] = brands.map((name) => ({ value: name, label: name }));
  // A value not in the list (a brand that left it, a hand-typed URL) still shows, so the visitor
  // sees what is selected and why nothing matches or why a save is refused.
  const selected = value ? (options.find((o) => o.value === value) ?? { value, label: value }) : null;
  return (
    <Select<Option, false>
      inputId={inputId}
      instanceId={inputId}
      {...(name ? { name } : {})}
      options={options}
      value={selected}
      onChange={(option) => onChange(option?.value ?? '')}
      isClearable
      isLoading={isLoading}
      placeholder={placeholder}
      noOptionsMessage={() => noOptionsMessage}
      aria-required={isRequired}
      autoFocus={autoFocus}
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
