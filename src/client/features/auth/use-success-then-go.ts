import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast.ts';
import { SUCCESS_TOAST_MS } from './toast-timings.ts';

/** SPEC §4: the success toast shows for 500 ms, then the next page replaces the form. */
export function useSuccessThenGo() {
  const navigate = useNavigate();
  const [isLeaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    isLeaving,
    show(message: string, to: string) {
      setLeaving(true);
      toast.success(message, { autoClose: SUCCESS_TOAST_MS });
      timer.current = setTimeout(() => navigate(to, { replace: true }), SUCCESS_TOAST_MS);
    },
  };
}
