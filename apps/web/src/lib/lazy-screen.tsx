import { lazy, type ComponentType } from 'react';

/** Screens whose chunk failed to load, waiting for Try Again to ask for them anew. */
const failedScreens = new Set<() => void>();

/**
 * A screen, or a part opened on demand, in its own chunk (named export), so the sign-in page
 * and the TV list download none of it (decision 115). React.lazy remembers a failed download
 * forever; here a failed screen is remembered until retryFailedScreens() (Try Again), which
 * makes the next render load it again. It cannot retry on its own: React renders a rejected
 * lazy screen again at once, and a fresh download there would hide the failure in an endless loop.
 */
export function lazyScreen<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): ComponentType<P> {
  const makeLazy = () =>
    lazy(async () => {
      try {
        const Screen: ComponentType<P> = (await load())[name];
        return { default: Screen };
      } catch (error) {
        failedScreens.add(reloadLater);
        throw error;
      }
    });
  let current: ComponentType<P> = makeLazy();
  function reloadLater() {
    current = makeLazy();
  }
  return function LazyScreen(props: P) {
    const Screen = current;
    return <Screen {...props} />;
  };
}

export function retryFailedScreens(): void {
  for (const reload of failedScreens) reload();
  failedScreens.clear();
}
