import { type FormEvent, useEffect, useId, useState } from 'react';
import { BrandLogo } from '#client/components/ui/BrandLogo.tsx';
import { SubmitButton } from '#client/components/ui/SubmitButton.tsx';
import {
  FIELD,
  LABEL_CLASS,
  PANEL_CLASS,
  PRIMARY_BUTTON_CLASS,
  SECONDARY_BUTTON_CLASS,
} from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { type AdminBrand, BRAND_NAME_MAX } from '#shared/brand-names.ts';
import { type BrandDraft, EMPTY_DRAFT, findBrandFormProblem } from './brand-form-state.ts';

interface BrandFormProps {
  /** The brand being edited, or null to add one. */
  editing: AdminBrand | null;
  brands: readonly AdminBrand[];
  isSaving: boolean;
  onSave: (draft: BrandDraft) => Promise<boolean>;
  onCancel: () => void;
}

const draftOf = (brand: AdminBrand | null): BrandDraft =>
  brand
    ? { ...EMPTY_DRAFT, name: brand.name, nameAr: brand.nameAr ?? '', nameFr: brand.nameFr ?? '' }
    : EMPTY_DRAFT;

/**
 * Adds or edits a brand: its name, its Arabic and French names and its logo. The form states its
 * method but waits for its script (docs/decisions/158); it checks the server's rules first and
 * shows the first problem beside the fields, and the server checks them all again.
 */
export function BrandForm({ editing, brands, isSaving, onSave, onCancel }: BrandFormProps) {
  const m = useMessages();
  const words = m.brandsAdmin;
  const ids = {
    title: useId(),
    problem: useId(),
    name: useId(),
    nameHint: useId(),
    ar: useId(),
    fr: useId(),
  };
  const logoId = useId();
  const logoHintId = useId();
  const [draft, setDraft] = useState<BrandDraft>(() => draftOf(editing));
  const [problem, setProblem] = useState<string | null>(null);
  // A new file input each time the form starts over, so a chosen file does not linger.
  const [fileKey, setFileKey] = useState(0);

  useEffect(() => {
    setDraft(draftOf(editing));
    setProblem(null);
    setFileKey((key) => key + 1);
  }, [editing]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const others = brands.filter((brand) => brand.id !== editing?.id);
    const found = findBrandFormProblem(draft, others, m);
    setProblem(found);
    if (found) return;
    if (await onSave(draft)) {
      setDraft(EMPTY_DRAFT);
      setFileKey((key) => key + 1);
    }
  };

  const set = (patch: Partial<BrandDraft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <section aria-labelledby={ids.title} className={`${PANEL_CLASS} mb-8`}>
      <h2 id={ids.title} className="mb-4 font-display text-xl text-gold">
        {editing ? words.editTitle(editing.name) : words.addTitle}
      </h2>
      <form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
        aria-describedby={problem ? ids.problem : undefined}
        className="grid gap-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <label htmlFor={ids.name} className={LABEL_CLASS}>
            {words.name}
          </label>
          <input
            id={ids.name}
            name="name"
            required
            maxLength={BRAND_NAME_MAX * 2}
            autoComplete="off"
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
            aria-describedby={ids.nameHint}
            aria-invalid={problem ? true : undefined}
            className={FIELD}
          />
          <p id={ids.nameHint} className="mt-1 text-xs text-ink-soft">
            {words.nameHint}
          </p>
        </div>
        <div>
          <label htmlFor={ids.ar} className={LABEL_CLASS}>
            {words.nameAr}
          </label>
          <input
            id={ids.ar}
            name="nameAr"
            lang="ar"
            dir="rtl"
            autoComplete="off"
            value={draft.nameAr}
            onChange={(event) => set({ nameAr: event.target.value })}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor={ids.fr} className={LABEL_CLASS}>
            {words.nameFr}
          </label>
          <input
            id={ids.fr}
            name="nameFr"
            lang="fr"
            dir="ltr"
            autoComplete="off"
            value={draft.nameFr}
            onChange={(event) => set({ nameFr: event.target.value })}
            className={FIELD}
          />
        </div>
        <p className="-mt-2 text-xs text-ink-soft sm:col-span-2">{words.translationHint}</p>
        <div className="sm:col-span-2">
          <label htmlFor={logoId} className={LABEL_CLASS}>
            {words.logo}
          </label>
          <div className="flex flex-wrap items-center gap-4">
            {editing?.hasLogo && !draft.removeLogo && !draft.logo ? (
              <BrandLogo brand={editing} isDecorative className="h-auto w-32 rounded object-contain" />
            ) : null}
            <input
              key={fileKey}
              id={logoId}
              name="image"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={logoHintId}
              onChange={(event) => set({ logo: event.target.files?.[0] ?? null, removeLogo: false })}
              className="text-sm text-ink-soft file:me-3 file:rounded file:border-0 file:bg-gold file:px-3 file:py-1.5 file:text-night"
            />
          </div>
          <p id={logoHintId} className="mt-1 text-xs text-ink-soft">
            {words.logoHint}
          </p>
          {editing?.hasLogo ? (
            <label className="mt-2 flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                name="removeLogo"
                value="true"
                checked={draft.removeLogo}
                disabled={draft.logo !== null}
                onChange={(event) => set({ removeLogo: event.target.checked })}
              />
              {words.removeLogo}
            </label>
          ) : null}
        </div>
        {problem ? (
          <p id={ids.problem} role="alert" className="text-red-300 sm:col-span-2">
            {problem}
          </p>
        ) : null}
        <div className="flex gap-3 sm:col-span-2">
          <SubmitButton disabled={isSaving} aria-busy={isSaving} className={PRIMARY_BUTTON_CLASS}>
            {editing ? words.save : words.add}
          </SubmitButton>
          {editing ? (
            <button type="button" onClick={onCancel} disabled={isSaving} className={SECONDARY_BUTTON_CLASS}>
              {words.cancel}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
