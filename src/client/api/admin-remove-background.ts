import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#client/lib/http.ts';
import { isApiErrorBody } from '#shared/errors.ts';

/**
 * POST /api/admin/remove-background: the server removes the background (its API key never
 * reaches the browser) and answers the PNG, which becomes the form's image.
 */
export async function removeBackground(image: File): Promise<File> {
  const form = new FormData();
  form.append('image', image, image.name);
  const response = await fetch('/api/admin/remove-background', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'image/png, application/json' },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (isApiErrorBody(body)) {
      const { code, message, issues, params } = body.error;
      throw new ApiError(response.status, code, message, issues, params);
    }
    throw new ApiError(response.status, 'HTTP_ERROR', `Request failed with status ${response.status}`);
  }
  const png = await response.blob();
  const baseName = image.name.replace(/\.[^.]*$/, '') || 'image';
  return new File([png], `${baseName}-no-bg.png`, { type: 'image/png' });
}

export function useRemoveBackground() {
  return useMutation({ mutationFn: removeBackground });
}
