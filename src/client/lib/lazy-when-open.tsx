/**
 * A dialog whose code is fetched the first time it opens, so a page that only offers it does not load it
 * with its first screen (ADR 0018, ADR 0065). `lazyWhenOpen(() => import('./x').then((m) => m.X))`
 * gives a component with X's props (which include `open`): it renders nothing until `open` is first true,
 * then X, shown once its code has arrived and kept mounted after, so it closes with its animation.
 * A failed fetch throws to the nearest error boundary, as `React.lazy` does.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function lazyWhenOpen<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(() =>
    load().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;
  return function LazyWhenOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
