import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/index.css';
import { App } from './app/app';
import { routerReady } from './app/browser-router';

// Our CSP forbids eval, so zod must not probe for it (each probe is a reported CSP violation): its
// `config({ jitless: true })`, set on the global object zod reads its settings from, without
// loading zod into the entry chunk (it comes with the pages' schemas).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// `/` and `/all-products` arrive with their first markup already painted (decision 073). React
// replaces it with the same page once the page's chunk is here, instead of flashing the loading
// placeholder over it in between.
if (container.hasChildNodes()) void routerReady().then(render);
else render();
