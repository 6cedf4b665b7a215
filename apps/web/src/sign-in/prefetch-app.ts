/**
 * The app's code for the screen a sign-in lands on, fetched into the browser's cache at low priority once the user starts
 * typing (the build lists it: vite.config.ts writes app-first-route.json). The sign-in page itself loads none of it (issue
 * 34: under 120 kB), and the few seconds a PIN takes to type are enough for the app to open from the cache.
 */
let started = false;

export function prefetchApp() {
  if (started) return;
  started = true;
  void fetch('/app-first-route.json')
    .then((response) => (response.ok ? (response.json() as Promise<{ files: string[] }>) : { files: [] }))
    .then(({ files }) => {
      for (const href of files) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = href;
        document.head.append(link);
      }
    })
    .catch(() => undefined);
}
