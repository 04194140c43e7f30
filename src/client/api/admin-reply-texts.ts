import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type ReplyTexts, type ReplyTextsPage, ReplyTextsPageSchema } from '#shared/reply-texts.ts';

const REPLY_TEXTS_QUERY_KEY = ['admin', 'reply-texts'] as const;

/** GET /api/admin/reply-texts: the owner's replies per status and language, and the defaults. */
export function fetchReplyTexts(signal?: AbortSignal): Promise<ReplyTextsPage> {
  return apiFetch('/api/admin/reply-texts', { schema: ReplyTextsPageSchema, ...(signal ? { signal } : {}) });
}

export const replyTextsQueryOptions = queryOptions({
  queryKey: REPLY_TEXTS_QUERY_KEY,
  queryFn: ({ signal }) => fetchReplyTexts(signal),
  staleTime: 60_000,
});

export function useReplyTexts() {
  return useQuery(replyTextsQueryOptions);
}

/** PUT /api/admin/reply-texts: every text at once. */
export function saveReplyTexts(texts: ReplyTexts): Promise<ReplyTextsPage> {
  return apiFetch('/api/admin/reply-texts', { method: 'PUT', body: texts, schema: ReplyTextsPageSchema });
}

export function useSaveReplyTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReplyTexts,
    onSuccess: (page) => queryClient.setQueryData(REPLY_TEXTS_QUERY_KEY, page),
  });
}
