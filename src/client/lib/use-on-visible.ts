/**
 * Calls `onVisible` each time the returned ref's element scrolls to within `rootMargin` of the viewport
 * (IntersectionObserver), while `enabled`. Browse loads its next page this way (ADR 0018), and the
 * Earnings tab draws its monthly chart only when it comes near the screen. Where the browser has no
 * IntersectionObserver nothing happens (`canObserveVisibility` tells): Browse's 'Show more books' button
 * remains, and the chart is drawn at once.
 */
import { useEffect, useRef, useState } from 'react';

/** Whether this browser can tell when an element comes near the screen (IntersectionObserver). */
export const canObserveVisibility = () => typeof IntersectionObserver !== 'undefined';

export function useOnVisible<T extends Element>(
  onVisible: () => void,
  { enabled = true, rootMargin = '400px 0px' }: { enabled?: boolean; rootMargin?: string } = {},
) {
  const [element, setElement] = useState<T | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    if (!element || !enabled || !canObserveVisibility()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, rootMargin]);
  return setElement;
}
