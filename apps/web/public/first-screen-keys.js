// Keys pressed on a first screen the server rendered, before the web app has taken it over (its root is inert until
// then, src/lib/first-screen-state.ts): kept here and handed to the app, which presses them again once its shortcuts
// listen, so Ctrl+K right after a customer opened still opens the command palette. Ctrl/Cmd+K is kept from the
// browser, which would take it for its own search meanwhile. Loaded async by index.html, long before the app's code.
(() => {
  const keys = [];
  const onKeyDown = (event) => {
    if (!document.getElementById('root')?.hasAttribute('inert')) return;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') event.preventDefault();
    const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
    keys.push({ key, code, ctrlKey, metaKey, shiftKey, altKey });
  };
  window.addEventListener('keydown', onKeyDown, true);
  window.takeEarlyKeys = () => {
    window.removeEventListener('keydown', onKeyDown, true);
    return keys.splice(0);
  };
})();
