import { createElement, use, type ComponentProps, type ComponentType, type ReactElement } from 'react';

/** A route's page component that can be asked to download its chunk ahead of rendering. */
export type LazyPage<Props> = ((props: Props) => ReactElement) & { preload: () => Promise<void> };

/**
 * A page from its own chunk, which keeps the entry chunk to the shell. `use` waits for the chunk;
 * React.lazy would want a default export and suspends once even for a chunk already loaded. Once
 * `preload()` has resolved the page renders at once, so the first screen of a page load and the
 * server's pre-rendering (ADR 095) draw the page itself, never the loading screen. The staff app
 * (ADR 117) declares its own pages with it too.
 */
// `any`: any props; each page keeps its own props' type through `Module[Name]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType<any>>>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage<ComponentProps<Module[Name]>> {
  let loaded: Module[Name] | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
    }));
  // One component type whether loaded or not, so a page is never remounted when its chunk arrives.
  const Page = (props: ComponentProps<Module[Name]>) => {
    if (!loaded) {
      // Suspends until the chunk is there (the nearest Suspense shows the loading screen).
      use(preload());
    }
    return createElement(loaded!, props);
  };
  return Object.assign(Page, { preload });
}
