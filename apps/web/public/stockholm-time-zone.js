// Loaded by index.html as a classic script, so it runs while the app's modules are still on their way: a page's
// first time zone calculation loads the Europe/Stockholm rules into the browser (~20 ms on a 2-core machine), which
// would otherwise fall inside the customer view's first render (today's date in Stockholm, @date-fns/tz). The rules
// stay loaded for the page; the formatter itself is thrown away.
setTimeout(() => {
  new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Stockholm', timeZoneName: 'longOffset' }).format(
    new Date(),
  );
});
