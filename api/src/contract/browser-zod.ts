// For the front ends only (each remote's App imports it first): zod's fast parser is compiled with
// `new Function`, and merely probing for it trips the pages' Content-Security-Policy (no
// 'unsafe-eval'), which browsers report as an issue (Lighthouse best practices). Forms parse a handful
// of fields, where the interpreted parser costs nothing; the API keeps the compiled one.
import { config } from 'zod';

config({ jitless: true });
