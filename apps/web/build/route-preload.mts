import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The pages whose code the first visit should fetch alongside the entry (decision 047): the path
 * the visitor opens and the route module that renders it.
 */
export const PRELOADED_ROUTES: Readonly<Record<string, string>> = {
  '/': 'src/app/routes/home.tsx',
  '/all-products': 'src/app/routes/all-products.tsx',
};

/**
 * The shell's route module and the session's followers (`src/app/router.tsx`,
 * `src/app/providers.tsx`): lazy, but every page loads them at start, so the route preloader
 * fetches them on every page, beside the page's own chunks.
 */
export const SHELL_MODULES: readonly string[] = [
  'src/app/routes/root-layout.tsx',
  'src/app/session-followers.tsx',
];

/**
 * The module the entry imports to start the app once the page is painted (`src/main.tsx`): its
 * chunks are preloaded from index.html on every page, so they download with the entry as if it
 * imported them statically.
 */
export const BOOT_MODULE = 'src/boot.tsx';

/** A picture to preload on one page: `<link rel="preload" as="image">`'s attributes. */
export interface PreloadedImage {
  srcset: string;
  sizes: string;
  /** Media query: widths on which the page shows the picture. */
  media: string;
}

/** Attribute of the script tag, so the web budgets can tell it from the entry. */
export const ROUTE_PRELOAD_ATTRIBUTE = 'data-route-preload';

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk';

/** `fileName` and every chunk it imports statically, each once. */
function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || !chunk || !isChunk(chunk)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/**
 * React Router fetches a page's lazy chunk only once the entry has run, and that chunk's imports
 * only once it has arrived: on a slow phone three round trips after the HTML. This plugin writes a
 * tiny classic script, loaded `async` from index.html, that adds `<link rel="modulepreload">` for
 * the chunks of the shell ({@link SHELL_MODULES}, on every page) and of the page being opened (one of
 * {@link PRELOADED_ROUTES}) as soon as it arrives, so they download while the entry is still
 * running; `images` adds a page's largest picture (its
 * LCP element) the same way, with high priority. It is a file, not inline code: the CSP allows
 * scripts from 'self' only. Other pages get the shell's chunks only. Every page also gets a modulepreload of the
 * {@link BOOT_MODULE}'s chunks.
 */
export function routePreloadPlugin(
  images: Readonly<Record<string, readonly PreloadedImage[]>> = {},
): Plugin {
  return {
    name: 'partline:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const boot = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${BOOT_MODULE}`));
      if (!boot) this.error(`No chunk for ${BOOT_MODULE}: update BOOT_MODULE`);
      const entryFiles = closure(bundle, entry.fileName);
      const bootFiles = [...closure(bundle, boot.fileName)].filter((file) => !entryFiles.has(file));
      const initial = new Set([...entryFiles, ...bootFiles]);
      const chunkOf = (source: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${source}`));
        if (!chunk) this.error(`No chunk for ${source}: update the route preloader's lists`);
        return chunk;
      };
      const shell = new Set(
        SHELL_MODULES.flatMap((source) => [...closure(bundle, chunkOf(source).fileName)]),
      );
      const shellFiles = [...shell].filter((file) => !initial.has(file)).map((file) => `/${file}`);
      const routes: Record<string, string[]> = {};
      for (const [path, source] of Object.entries(PRELOADED_ROUTES)) {
        routes[path] = [...closure(bundle, chunkOf(source).fileName)]
          .filter((file) => !initial.has(file) && !shell.has(file))
          .map((file) => `/${file}`);
      }
      const source =
        `(function(){var r=${JSON.stringify(routes)},m=${JSON.stringify(images)},` +
        `s=${JSON.stringify(shellFiles)};` +
        `var p=location.pathname.replace(/\\/+$/,'')||'/',f=s.concat(r[p]||[]),g=m[p]||[],i,l;` +
        `for(i=0;i<g.length;i++){l=document.createElement('link');l.rel='preload';l.as='image';` +
        `l.imageSrcset=g[i].srcset;l.imageSizes=g[i].sizes;l.media=g[i].media;` +
        `l.fetchPriority='high';document.head.appendChild(l);}` +
        `for(i=0;i<f.length;i++){l=document.createElement('link');` +
        `l.rel='modulepreload';l.crossOrigin='';l.href=f[i];document.head.appendChild(l);}})();\n`;
      const reference = this.emitFile({ type: 'asset', name: 'route-preload.js', source });
      const tag = `<script async ${ROUTE_PRELOAD_ATTRIBUTE} src="/${this.getFileName(reference)}"></script>`;
      const bootPreloads = bootFiles
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      // Before the entry: the preload scanner finds it first, and it runs as soon as it arrives.
      html.source = String(html.source)
        .replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`)
        .replace('</head>', `${bootPreloads}</head>`);
    },
  };
}
