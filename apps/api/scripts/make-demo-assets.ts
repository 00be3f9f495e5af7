/**
 * Draws every committed demo picture from code and writes it as WebP:
 *
 * - `apps/api/assets/demo/`: one image per demo product (800×600), blog headers (1200×675),
 *   author and reviewer avatars (256×256), named as in `src/db/seed/demo-content.ts`; product and
 *   blog pictures are named after their width with 320/640/960 px copies beside them (decision 048);
 * - `apps/web/public/`: home banner, dashboard welcome picture, portfolio screenshots,
 *   developer avatar, 404 picture and `favicon.svg`.
 *
 * Usage, from `apps/api`: `npx tsx scripts/make-demo-assets.ts [name-filter …]`. Output is
 * deterministic, so re-running it only changes files whose drawing changed.
 */
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoBlogs, demoProducts, demoReviews } from '../src/db/seed/demo-content';
import { authors, portrait, reviewers } from './demo-assets/people';
import { productArt, productSvg } from './demo-assets/products';
import { blogScenes, faviconSvg, webScenes } from './demo-assets/scenes';
import { Doc, writeImage, writeImageWithCopies } from './demo-assets/svg';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const demoDir = join(apiDir, 'assets', 'demo');
const repoDir = join(apiDir, '..', '..');
const publicDir = join(repoDir, 'apps', 'web', 'public');

const filters = process.argv.slice(2);
const wanted = (name: string): boolean => !filters.length || filters.some((f) => name.includes(f));

/** Fails early when the demo content names a picture nobody draws. */
function checkCoverage(): void {
  const missing: string[] = [];
  for (const p of demoProducts) if (!productArt[p.imageFile]) missing.push(p.imageFile);
  for (const b of demoBlogs) {
    if (!blogScenes[b.imageFile]) missing.push(b.imageFile);
    if (!authors[b.authorImageFile]) missing.push(b.authorImageFile);
  }
  for (const r of demoReviews) if (!reviewers[r.userImageFile]) missing.push(r.userImageFile);
  if (missing.length) throw new Error(`No drawing for: ${missing.join(', ')}`);
}

async function main(): Promise<void> {
  checkCoverage();
  const written: [string, number][] = [];
  const out = async (file: string, svg: string | Promise<string>): Promise<void> => {
    written.push([file, await writeImage(file, await svg)]);
  };
  /** A picture named after its width, with its smaller copies (decision 048). */
  const sized = async (file: string, svg: string | Promise<string>, width: number) => {
    written.push(...(await writeImageWithCopies(file, await svg, width)));
  };

  for (const p of demoProducts)
    if (wanted(p.imageFile)) await sized(join(demoDir, p.imageFile), productSvg(p.imageFile), 800);

  for (const [file, scene] of Object.entries(blogScenes))
    if (wanted(file))
      await sized(
        join(demoDir, file),
        scene.build(new Doc(scene.width, scene.height)),
        scene.width,
      );

  for (const [file, person] of Object.entries({ ...authors, ...reviewers }))
    if (wanted(file)) {
      const doc = new Doc(256, 256);
      await out(join(demoDir, file), doc.svg(portrait(doc, person)));
    }

  for (const [file, scene] of Object.entries(webScenes))
    if (wanted(file)) {
      const svg = scene.build(new Doc(scene.width, scene.height));
      // The home banner is the first view's largest picture: it gets copies for `srcset`.
      if (/-\d+w\.webp$/.test(file)) await sized(join(publicDir, file), svg, scene.width);
      else await out(join(publicDir, file), svg);
    }

  if (wanted('favicon.svg')) {
    const svg = faviconSvg();
    await writeFile(join(publicDir, 'favicon.svg'), svg);
    written.push([join(publicDir, 'favicon.svg'), svg.length]);
  }

  let total = 0;
  for (const [file, bytes] of written) {
    total += bytes;
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${relative(repoDir, file)}`);
  }
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total (${written.length} files)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
