import { lazy, type ComponentType } from 'react';

/** Screens whose chunk failed to load, waiting for Try Again to ask for them anew. */
const failedScreens = new Set<() => void>();

/**
 * A screen in its own chunk (named export), so the sign-in page downloads none of them
 * (STACK.md). React.lazy remembers a failed download forever; here a failed screen is
 * remembered until retryFailedScreens() (Try Again), which makes the next render load it
 * again. It cannot retry on its own: React renders a rejected lazy screen again at once,
 * and a fresh download there would hide the failure in an endless loop.
 */
export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): ComponentType {
  const makeLazy = () =>
    lazy(async () => {
      try {
        return { default: (await load())[name] as ComponentType };
      } catch (error) {
        failedScreens.add(reloadLater);
        throw error;
      }
    });
  let current = makeLazy();
  function reloadLater() {
    current = makeLazy();
  }
  return function LazyScreen() {
    const Screen = current;
    return <Screen />;
  };
}

export function retryFailedScreens(): void {
  for (const reload of failedScreens) reload();
  failedScreens.clear();
}
