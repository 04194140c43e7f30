import { useEffect, useMemo, useState } from 'react';

/**
 * The first characters of `text`, one more every `msPerCharacter`, until all are shown. When not
 * enabled (reduced motion) the whole text shows at once.
 */
export function useTypewriter(text: string, msPerCharacter: number, enabled: boolean): string {
  // Characters, not UTF-16 units: an emoji or an Arabic letter never shows half-typed.
  const characters = useMemo(() => Array.from(text), [text]);
  const [count, setCount] = useState(0);
  const isDone = !enabled || count >= characters.length;

  useEffect(() => {
    if (isDone) return;
    // One interval for the whole run (not a timeout per character): it keeps time while React renders.
    const timer = window.setInterval(() => setCount((c) => c + 1), msPerCharacter);
    return () => window.clearInterval(timer);
  }, [isDone, msPerCharacter]);

  return isDone ? text : characters.slice(0, count).join('');
}
