/**
 * Calls `onVisible` each time the returned ref's element scrolls to within `rootMargin` of the viewport
 * (IntersectionObserver), while `enabled`. Browse loads its next page this way (ADR 0018); where the
 * browser has no IntersectionObserver nothing happens and the 'Show more books' button remains.
 */
import { useEffect, useRef, useState } from 'react';

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
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
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
