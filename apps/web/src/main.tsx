import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/index.css';
import { recordBeforeStart } from './prerender/handover';

// Our CSP forbids eval, so zod must not probe for it (each probe is a reported CSP violation): its
// `config({ jitless: true })`, set on the global object zod reads its settings from, without
// loading zod into the entry chunk (it comes with the pages' schemas).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Resolves once the page has been painted (the frame after the next animation frame), or at once
 * when the page is not visible (no frames are painted then).
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// The app's code downloads with the page (index.html preloads `boot` and its imports). A page whose
// whole first view arrived in its HTML (`/all-products` with the server's data, decision 073) is
// marked by the build: it is painted first, then its code loads and runs, so that on a slow phone
// the first paint waits neither for the download nor for the run of several hundred kB of script.
if (container.hasChildNodes()) recordBeforeStart(container);
// React DOM (the largest module the app starts with, CommonJS run on its first import) is evaluated
// in a task of its own, and the app's modules, its router and React's first render in the next: on
// a slow phone, one task doing both kept the page from answering for 0.1–0.25 s. Only React DOM:
// importing an ES package here would keep every one of its exports (decision 045).
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = () =>
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('./boot'))
    .then(({ boot }) => boot(container));
if (container.hasAttribute('data-code-after-paint')) void afterFirstPaint().then(start);
else void start();
