import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const width = () => window.innerWidth;

/** The width of the browser window in CSS pixels, kept current as it is resized. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, width, width);
}
