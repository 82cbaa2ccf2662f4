import { useLayoutEffect, useRef } from 'react';

/**
 * Places the one outlet element, where single-spa mounts the remotes, into the current layout.
 * The element itself is created once and only moved, so a layout change never loses a mounted
 * remote and single-spa always has somewhere to mount.
 */
export function RemoteOutlet({ outlet }: { outlet: HTMLElement }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    element.append(outlet);
    return () => {
      if (outlet.parentElement === element) outlet.remove();
    };
  }, [outlet]);
  return <div ref={host} />;
}

export function createOutletElement(): HTMLElement {
  const outlet = document.createElement('div');
  outlet.id = 'qip-remote-outlet';
  return outlet;
}
