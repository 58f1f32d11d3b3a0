// Debian's Chromium, as every browser run here uses it: Playwright's own browser build cannot be
// downloaded on these machines, and without the networking flags Chromium keeps dialling Google's hosts.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
