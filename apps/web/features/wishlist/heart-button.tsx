// The heart itself, the same for visitors and customers: a 44 px toggle button whose name says what
// a press does. It sits outside the card's link (above its stretched overlay), so pressing it never
// opens the service.
import clsx from 'clsx';
import { Heart } from 'lucide-react';

/** What a press does, in the page's language: "Save {name} to wishlist", "Remove {name} from wishlist". */
export interface HeartLabels {
  save: string;
  remove: string;
}

interface HeartButtonProps {
  labels: HeartLabels;
  saved: boolean;
  /** The saved state is not known yet: the button stays focusable but does nothing. */
  busy?: boolean;
  onPress: () => void;
}

/** The heart's look, shared with the visitor's link (visitor-heart). */
export function heartClasses(saved: boolean, busy = false): string {
  return clsx(
    'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-white hover:ring-red-200',
    saved ? 'text-red-600' : 'text-slate-600 hover:text-red-600',
    busy && 'cursor-progress opacity-60',
  );
}

function HeartIcon({ saved }: { saved: boolean }) {
  return <Heart aria-hidden="true" className={clsx('size-5', saved && 'fill-current')} />;
}

export function HeartButton({ labels, saved, busy = false, onPress }: HeartButtonProps) {
  const label = saved ? labels.remove : labels.save;
  return (
    <button type="button" aria-pressed={saved} aria-label={label} aria-disabled={busy || undefined} title={label} onClick={busy ? undefined : onPress} className={heartClasses(saved, busy)}>
      <HeartIcon saved={saved} />
    </button>
  );
}
