require('@testing-library/jest-dom');

// jsdom has no layout: components that read media queries see a desktop-sized screen.
const win = globalThis.window;
if (win && !win.matchMedia) {
  win.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
