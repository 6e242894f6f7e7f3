// jsdom lacks these; react-router needs TextEncoder, react-slick needs matchMedia. Under jsdom the
// global object is the window.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof window !== 'undefined' && !globalThis.matchMedia) {
  globalThis.matchMedia = (query) => ({
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
if (typeof window !== 'undefined') globalThis.scrollTo = () => {};
