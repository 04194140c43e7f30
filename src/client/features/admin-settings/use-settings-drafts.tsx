import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useMessages } from '#client/i18n/language-context.ts';

/**
 * The settings page's one form state (docs/decisions/165): every section's draft and the values
 * it was last saved with, held by the page, so that a section's edit survives another section's
 * save and the page knows which sections hold unsaved changes. Leaving the page then asks first:
 * the browser's own question on a reload or a closed tab, a confirmation on a link inside the shop.
 */
interface Draft {
  title: string;
  value: unknown;
  saved: unknown;
}

interface Drafts {
  read<T>(section: string, title: string, initial: () => T): T;
  write(section: string, value: unknown): void;
  markSaved(section: string): void;
  /** The titles of the sections other than this one whose edits are not saved. */
  unsavedBesides(section: string): string[];
}

const DraftsContext = createContext<Drafts | null>(null);

const isChanged = (draft: Draft) => JSON.stringify(draft.value) !== JSON.stringify(draft.saved);

export function SettingsDraftsProvider({ children }: { children: ReactNode }) {
  const m = useMessages();
  const drafts = useRef(new Map<string, Draft>());
  // A new value on every change: the sections read their drafts through the context.
  const [version, setVersion] = useState(0);
  const isAnyUnsaved = () => [...drafts.current.values()].some(isChanged);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isAnyUnsaved()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    // Before React Router's own handler: a link that would leave the page asks first.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || !isAnyUnsaved() || event.defaultPrevented) return;
      if (!window.confirm(m.details.unsaved.leave)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger: the drafts live in a ref.
  const value = useMemo<Drafts>(
    () => ({
      read<T>(section: string, title: string, initial: () => T): T {
        let draft = drafts.current.get(section);
        if (!draft) {
          const first = initial();
          draft = { title, value: first, saved: first };
          drafts.current.set(section, draft);
        }
        return draft.value as T;
      },
      write(section, next) {
        const draft = drafts.current.get(section);
        if (draft) drafts.current.set(section, { ...draft, value: next });
        setVersion((v) => v + 1);
      },
      markSaved(section) {
        const draft = drafts.current.get(section);
        if (draft) drafts.current.set(section, { ...draft, saved: draft.value });
        setVersion((v) => v + 1);
      },
      unsavedBesides(section) {
        return [...drafts.current.entries()]
          .filter(([key, draft]) => key !== section && isChanged(draft))
          .map(([, draft]) => draft.title);
      },
    }),
    [version],
  );
  return <DraftsContext.Provider value={value}>{children}</DraftsContext.Provider>;
}

function useDrafts(): Drafts {
  const drafts = useContext(DraftsContext);
  if (!drafts) throw new Error('A settings section is rendered outside SettingsDraftsProvider.');
  return drafts;
}

/** A section's draft, kept by the page: `[value, setValue]`, as useState gives. */
export function useSectionDraft<T>(section: string, title: string, initial: () => T): [T, (next: T) => void] {
  const drafts = useDrafts();
  const value = drafts.read(section, title, initial);
  const set = useCallback((next: T) => drafts.write(section, next), [drafts, section]);
  return [value, set];
}

/** What a section's Save needs: the others' unsaved titles before it saves, and to mark itself saved. */
export function useSectionSave(section: string | undefined) {
  const drafts = useContext(DraftsContext);
  return {
    unsavedBesides: () => (section && drafts ? drafts.unsavedBesides(section) : []),
    markSaved: () => {
      if (section && drafts) drafts.markSaved(section);
    },
  };
}
