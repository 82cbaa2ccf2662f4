export const shellThing = 'shell';
