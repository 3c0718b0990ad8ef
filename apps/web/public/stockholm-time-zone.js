// Loaded by index.html as a classic script, so its task comes before the first render: a page's first time zone
// calculation loads the Europe/Stockholm rules into the browser (18–20 ms measured in Chromium), which would
// otherwise fall inside the customer view's first render (today's date in Stockholm, @date-fns/tz). In a new tab it
// usually runs after the modules are evaluated, while the customer's answer is still on its way; in the same tab,
// just before the render. The rules stay loaded for the page; the formatter itself is thrown away.
setTimeout(() => {
  new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Stockholm', timeZoneName: 'longOffset' }).format(
    new Date(),
  );
});
