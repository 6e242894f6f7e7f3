// Development only, the first module of every app served by `rspack serve`.
// React Fast Refresh across micro-frontends: each app has its own refresh runtime, and a runtime
// that starts after React (a remote, loaded by the shell) learns React's renderer from the DevTools
// hook's `renderers` map. The stand-in hook react-refresh creates when the DevTools extension is
// absent never fills that map, so a remote's edits would be applied but never shown. This stand-in
// records renderers as the extension's hook does; with the extension installed it is not needed.
// In a page the global object is the window, where React looks for the hook.
if (typeof window !== 'undefined' && globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ === undefined) {
  const renderers = new Map();
  let nextId = 0;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      const id = nextId++;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}
