import { useState } from 'react';
import { useDiscountCodes, useSetDiscountCodeActive } from '#client/api/admin-discount-codes.ts';
import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { DiscountCodeForm } from '#client/features/admin-discount-codes/DiscountCodeForm.tsx';
import { DiscountCodeTable } from '#client/features/admin-discount-codes/DiscountCodeTable.tsx';
import { AdminNav } from '#client/features/admin-orders/AdminNav.tsx';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { refusalText } from '#client/lib/record-text.ts';
import type { DiscountCode } from '#shared/discount-codes.ts';

/** /admin/discount-codes: the owner's codes, a form to add or edit one, and each code's uses (docs/decisions/191). */
export default function AdminDiscountCodesPage() {
  const m = useMessages();
  const language = useLanguage();
  const words = m.discountCodes.admin;
  const codes = useDiscountCodes();
  const setActive = useSetDiscountCodeActive();
  const [editing, setEditing] = useState<DiscountCode | null>(null);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);

  const changeActive = async (code: DiscountCode, isActive: boolean) => {
    try {
      const saved = await setActive.mutateAsync({ id: code.id, isActive });
      setMessage({ isError: false, text: words.saved(saved.code) });
    } catch (error) {
      setMessage({ isError: true, text: refusalText(error, m, language) });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{words.title}</PageTitle>
      <AdminNav />
      <p className="text-ink-soft">{words.intro}</p>
      {message?.text ? (
        <p
          role={message.isError ? 'alert' : 'status'}
          className={message.isError ? 'text-red-300' : 'text-emerald-300'}
        >
          {message.text}
        </p>
      ) : null}
      <DiscountCodeForm
        key={editing?.id ?? 'new'}
        editing={editing}
        onDone={(text) => {
          setEditing(null);
          setMessage(text ? { isError: false, text } : null);
        }}
      />
      <section aria-labelledby="discount-codes-list" className="flex flex-col gap-3">
        <h2 id="discount-codes-list" className="font-display text-xl text-ink">
          {words.listTitle}
        </h2>
        <QueryState isPending={codes.isPending} isError={codes.isError}>
          <DiscountCodeTable
            codes={codes.data ?? []}
            isBusy={setActive.isPending}
            onEdit={(code) => {
              setEditing(code);
              setMessage(null);
              window.scrollTo({ top: 0 });
            }}
            onActive={(code, isActive) => void changeActive(code, isActive)}
          />
        </QueryState>
      </section>
    </div>
  );
}
