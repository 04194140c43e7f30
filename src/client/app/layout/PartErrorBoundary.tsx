import { Component, type ReactNode } from 'react';
import { PRIMARY_ACTION } from '#client/components/ui/styles.ts';
import { useFrameMessages } from '#client/i18n/language-context.ts';

interface Props {
  children: ReactNode;
  /** What shows instead of a part that failed (its code did not arrive, or it threw). */
  fallback: ReactNode;
  /** A new value (the next address) tries the part again. */
  resetKey?: string;
}

/**
 * Keeps a failed part from taking the whole page with it: without a boundary React removes the
 * header and the footer too and the tab goes blank (docs/decisions/108). React reports the error
 * to the console itself.
 */
export class PartErrorBoundary extends Component<Props, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.hasFailed && previous.resetKey !== this.props.resetKey)
      this.setState({ hasFailed: false });
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

/**
 * In place of a page whose code could not load: a chunk that a failed network or an update left
 * missing stays missing in this tab, so "Try again" loads the page anew.
 */
export function PageFailed() {
  const m = useFrameMessages();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-5 py-16 text-center">
      <p className="text-lg text-ink">{m.nav.pageFailed}</p>
      <button type="button" className={PRIMARY_ACTION} onClick={() => window.location.reload()}>
        {m.nav.tryAgain}
      </button>
    </div>
  );
}
