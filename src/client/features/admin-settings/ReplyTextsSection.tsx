import { useReplyTexts, useSaveReplyTexts } from '#client/api/admin-reply-texts.ts';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { LANGUAGES, textDirection } from '#shared/i18n/languages.ts';
import { REPLY_STATUSES, REPLY_TEXT_MAX, type ReplyTexts, type ReplyTextsPage } from '#shared/reply-texts.ts';
import { Field, INPUT, SettingsSection } from './SettingsSection.tsx';
import { useSectionDraft } from './use-settings-drafts.tsx';

/** The owner's replies to customers per status and language (docs/decisions/142), saved on their own. */
export function ReplyTextsSection() {
  const words = useMessages().customerReplies;
  const replies = useReplyTexts();
  if (replies.isPending) return <Spinner />;
  if (replies.isError) {
    return (
      <p role="alert" className="text-red-300">
        {words.loadFailed}
      </p>
    );
  }
  return <ReplyTextsForm page={replies.data} />;
}

function ReplyTextsForm({ page }: { page: ReplyTextsPage }) {
  const m = useMessages();
  const words = m.customerReplies;
  const save = useSaveReplyTexts();
  const [texts, setTexts] = useSectionDraft<ReplyTexts>('replies', words.title, () => page.texts);
  const labels = Object.fromEntries(LANGUAGES.map((language) => [language, words.languages[language]]));
  return (
    <SettingsSection
      draftKey="replies"
      title={words.title}
      intro={words.intro}
      labels={labels}
      saveLabel={words.save}
      onSave={() => save.mutateAsync(texts)}
    >
      {LANGUAGES.map((language) => (
        <fieldset key={language} className="flex flex-col gap-3 rounded border border-night-line p-4">
          <legend className="px-1 text-sm font-medium text-gold">{words.languages[language]}</legend>
          {REPLY_STATUSES.map((status) => {
            const value = texts[language][status];
            const fallback = page.defaults[language][status];
            const set = (next: string) =>
              setTexts({ ...texts, [language]: { ...texts[language], [status]: next } });
            return (
              <Field key={status} label={m.orderBook.statuses[status]}>
                {(id) => (
                  <div className="flex flex-col items-start gap-1">
                    <textarea
                      id={id}
                      lang={language}
                      dir={textDirection(language)}
                      rows={3}
                      maxLength={REPLY_TEXT_MAX}
                      required
                      className={INPUT}
                      value={value}
                      onChange={(event) => set(event.target.value)}
                    />
                    {value !== fallback ? (
                      <button
                        type="button"
                        onClick={() => set(fallback)}
                        className="text-xs text-gold underline underline-offset-4"
                      >
                        {words.restore}
                      </button>
                    ) : null}
                  </div>
                )}
              </Field>
            );
          })}
        </fieldset>
      ))}
    </SettingsSection>
  );
}
