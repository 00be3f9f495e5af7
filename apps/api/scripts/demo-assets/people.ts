/**
 * Illustrated portrait avatars (flat style, head and shoulders on a coloured ground) for blog
 * authors, reviewers and the portfolio developer.
 */
import type { Doc } from './svg';
import { circle, darken, g, lighten, path, rect, SANS, text } from './svg';

/** Hair styles the portrait knows. */
export type Hair = 'short' | 'side' | 'curly' | 'receding' | 'long' | 'bun' | 'hijab';

/** Look of one person. */
export interface Person {
  name: string;
  skin: string;
  hair: Hair;
  hairColor: string;
  /** Scarf colour when `hair` is `hijab`. */
  scarf?: string;
  beard?: boolean;
  glasses?: boolean;
  outfit: string;
  outfitStyle: 'shirt' | 'tee' | 'blazer' | 'hoodie' | 'kameez';
  background: string;
}

/** Initials of a name, e.g. `FR` for Farhana Rahman. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * A portrait drawn in a 256×256 box (scale it with a transform for other sizes). The ground
 * fills the whole square, so it works shown square or cropped to a circle.
 */
export function portrait(doc: Doc, p: Person, withInitials = false): string {
  const skinShade = darken(p.skin, 0.14);
  // The scarf of a hijab: its back, its front and the cloth over the hair share one colour.
  const scarf = p.scarf ?? '#0f766e';
  const ground = doc.radial(
    [lighten(p.background, 0.25), p.background, darken(p.background, 0.12)],
    0.5,
    0.38,
    0.75,
  );
  const parts: string[] = [rect(0, 0, 256, 256, ground)];
  parts.push(circle(128, 120, 96, lighten(p.background, 0.35), { opacity: 0.35 }));
  if (withInitials)
    parts.push(
      text(228, 44, initials(p.name), {
        size: 22,
        weight: 'bold',
        fill: '#ffffff',
        anchor: 'end',
        opacity: 0.55,
        family: SANS,
      }),
    );

  // hair that falls behind the shoulders
  if (p.hair === 'long')
    parts.push(
      path(
        'M 72 110 C 66 60 96 46 128 46 C 164 46 192 62 186 112 L 194 206 C 160 220 96 220 62 206 Z',
        p.hairColor,
      ),
    );
  if (p.hair === 'hijab') {
    parts.push(
      path(
        'M 62 124 C 56 62 92 38 128 38 C 166 38 202 62 194 124 C 200 170 214 200 236 256 H 20 C 42 200 56 170 62 124 Z',
        scarf,
      ),
    );
  }

  // shoulders and outfit
  const torso = 'M 22 256 C 24 206 62 182 128 180 C 194 182 232 206 234 256 Z';
  parts.push(path(torso, doc.linear([lighten(p.outfit, 0.12), p.outfit], 0, 0, 0, 1)));
  if (p.hair !== 'hijab') {
    parts.push(rect(106, 140, 44, 50, skinShade, { rx: 14 }));
    parts.push(
      path('M 106 176 Q 128 204 150 176 L 150 190 Q 128 214 106 190 Z', darken(p.skin, 0.22), {
        opacity: 0.4,
      }),
    );
  }
  switch (p.outfitStyle) {
    case 'shirt':
      parts.push(path('M 104 182 L 128 214 L 116 222 L 94 188 Z', lighten(p.outfit, 0.55)));
      parts.push(path('M 152 182 L 128 214 L 140 222 L 162 188 Z', lighten(p.outfit, 0.55)));
      parts.push(
        path('M 128 214 V 256', 'none', { stroke: darken(p.outfit, 0.2), 'stroke-width': 2 }),
      );
      break;
    case 'tee':
      parts.push(
        path('M 104 182 Q 128 204 152 182', 'none', {
          stroke: darken(p.outfit, 0.22),
          'stroke-width': 5,
        }),
      );
      break;
    case 'blazer':
      parts.push(path('M 106 184 L 128 226 L 150 184 Z', '#f8fafc'));
      parts.push(path('M 100 184 L 128 256 L 84 256 L 70 200 Z', darken(p.outfit, 0.18)));
      parts.push(path('M 156 184 L 128 256 L 172 256 L 186 200 Z', darken(p.outfit, 0.18)));
      break;
    case 'hoodie':
      parts.push(
        path('M 86 190 C 96 168 160 168 170 190 C 160 204 96 204 86 190 Z', darken(p.outfit, 0.18)),
      );
      parts.push(
        path('M 116 200 V 236 M 140 200 V 236', 'none', {
          stroke: '#f1f5f9',
          'stroke-width': 3,
          'stroke-linecap': 'round',
        }),
      );
      break;
    case 'kameez':
      parts.push(path('M 110 184 Q 128 196 146 184 L 134 218 L 122 218 Z', darken(p.outfit, 0.2)));
      parts.push(
        path('M 60 230 C 100 222 156 222 196 230', 'none', {
          stroke: lighten(p.outfit, 0.4),
          'stroke-width': 4,
          opacity: 0.6,
        }),
      );
      break;
  }

  if (p.hair === 'hijab') {
    parts.push(
      path(
        'M 66 118 C 60 176 66 214 86 240 C 108 252 148 252 170 240 C 190 214 196 176 190 118 Z',
        scarf,
      ),
      path('M 86 240 C 108 252 148 252 170 240', 'none', {
        stroke: darken(scarf, 0.2),
        'stroke-width': 3,
      }),
      path('M 150 200 C 160 214 164 230 162 246', 'none', {
        stroke: darken(scarf, 0.18),
        'stroke-width': 2.5,
        opacity: 0.8,
      }),
    );
  }

  // ears, head
  if (p.hair !== 'hijab') {
    parts.push(circle(82, 118, 11, skinShade), circle(174, 118, 11, skinShade));
  }
  parts.push(`<ellipse cx="128" cy="112" rx="44" ry="52" fill="${p.skin}"/>`);
  parts.push(
    `<ellipse cx="128" cy="140" rx="34" ry="22" fill="${lighten(p.skin, 0.06)}" opacity="0.5"/>`,
  );

  // hair on top
  const hc = p.hairColor;
  switch (p.hair) {
    case 'short':
      parts.push(
        path(
          'M 84 106 C 80 70 100 56 128 56 C 158 56 178 70 172 106 C 166 88 152 80 128 82 C 106 82 92 88 84 106 Z',
          hc,
        ),
      );
      break;
    case 'side':
      parts.push(
        path(
          'M 84 110 C 76 66 104 52 130 54 C 162 54 180 72 172 110 C 168 92 160 84 150 80 C 130 92 104 90 84 110 Z',
          hc,
        ),
      );
      break;
    case 'curly':
      parts.push(
        path(
          'M 82 108 C 72 70 96 50 128 52 C 162 50 186 70 174 108 C 168 90 154 84 128 84 C 104 84 90 90 82 108 Z',
          hc,
        ) +
          [88, 104, 120, 136, 152, 168].map((x, i) => circle(x, 62 + (i % 2) * 6, 12, hc)).join(''),
      );
      break;
    case 'receding':
      parts.push(path('M 84 112 C 82 90 88 80 96 76 C 94 90 92 100 90 118 Z', hc));
      parts.push(path('M 172 112 C 174 90 168 80 160 76 C 162 90 164 100 166 118 Z', hc));
      break;
    case 'long':
      parts.push(
        path(
          'M 84 118 C 78 62 104 52 128 52 C 156 52 182 64 172 118 C 164 86 146 76 120 78 C 108 92 94 100 84 118 Z',
          hc,
        ),
      );
      break;
    case 'bun':
      parts.push(circle(128, 50, 20, hc));
      parts.push(
        path(
          'M 84 112 C 80 68 104 56 128 56 C 154 56 178 68 172 112 C 164 84 148 78 128 78 C 108 78 92 84 84 112 Z',
          hc,
        ),
      );
      break;
    case 'hijab':
      parts.push(
        path(
          'M 84 116 C 80 72 102 58 128 58 C 156 58 178 72 172 116 C 170 84 152 70 128 70 C 104 70 86 84 84 116 Z',
          lighten(scarf, 0.12),
        ),
      );
      parts.push(
        path(
          'M 84 130 C 88 174 108 190 128 192 C 150 190 168 174 172 130 C 176 176 160 206 128 210 C 96 206 80 176 84 130 Z',
          scarf,
        ),
      );
      break;
  }

  // face
  const ink = '#2d1f17';
  parts.push(
    path('M 100 98 Q 111 92 121 97', 'none', {
      stroke: darken(p.hairColor, 0.1),
      'stroke-width': 3.4,
      'stroke-linecap': 'round',
    }),
    path('M 135 97 Q 145 92 156 98', 'none', {
      stroke: darken(p.hairColor, 0.1),
      'stroke-width': 3.4,
      'stroke-linecap': 'round',
    }),
    circle(111, 113, 4.6, ink),
    circle(145, 113, 4.6, ink),
    circle(112.5, 111.5, 1.4, '#ffffff'),
    circle(146.5, 111.5, 1.4, '#ffffff'),
    path('M 128 118 Q 124 132 130 134', 'none', {
      stroke: darken(p.skin, 0.25),
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
    }),
    circle(100, 132, 7, '#f87171', { opacity: 0.16 }),
    circle(156, 132, 7, '#f87171', { opacity: 0.16 }),
  );
  if (p.beard) {
    parts.push(
      path(
        'M 86 118 C 88 160 106 176 128 178 C 150 176 168 160 170 118 C 166 142 152 152 128 152 C 104 152 90 142 86 118 Z',
        p.hairColor,
        { opacity: 0.92 },
      ),
      path('M 112 142 Q 128 136 144 142 Q 128 148 112 142 Z', p.hairColor),
      path('M 116 150 Q 128 158 140 150', 'none', {
        stroke: '#7f1d1d',
        'stroke-width': 3,
        'stroke-linecap': 'round',
        opacity: 0.7,
      }),
    );
  } else {
    parts.push(
      path('M 114 146 Q 128 158 142 146', 'none', {
        stroke: '#9f3a38',
        'stroke-width': 3.2,
        'stroke-linecap': 'round',
      }),
    );
  }
  if (p.glasses) {
    parts.push(
      g(
        rect(96, 102, 30, 22, 'none', { rx: 7 }) +
          rect(130, 102, 30, 22, 'none', { rx: 7 }) +
          path('M 126 110 Q 128 106 130 110 M 96 110 L 86 106 M 160 110 L 170 106', 'none'),
        undefined,
        { stroke: '#1f2937', 'stroke-width': 3, fill: 'none' },
      ),
    );
  }
  return parts.join('');
}

/** Blog authors, keyed by avatar file name. */
export const authors: Record<string, Person> = {
  'author-nusrat-jahan.webp': {
    name: 'Nusrat Jahan',
    skin: '#d9a066',
    hair: 'hijab',
    hairColor: '#2b1b12',
    scarf: '#0f766e',
    outfit: '#1e3a8a',
    outfitStyle: 'kameez',
    background: '#5eead4',
  },
  'author-tanvir-ahmed.webp': {
    name: 'Tanvir Ahmed',
    skin: '#c68642',
    hair: 'short',
    hairColor: '#1c140f',
    glasses: true,
    outfit: '#1d4ed8',
    outfitStyle: 'shirt',
    background: '#93c5fd',
  },
  'author-sadia-islam.webp': {
    name: 'Sadia Islam',
    skin: '#e0ac69',
    hair: 'long',
    hairColor: '#24160e',
    outfit: '#c2410c',
    outfitStyle: 'kameez',
    background: '#fdba74',
  },
  'author-mahmudul-hasan.webp': {
    name: 'Mahmudul Hasan',
    skin: '#b9773f',
    hair: 'side',
    hairColor: '#17110c',
    beard: true,
    outfit: '#4c1d95',
    outfitStyle: 'blazer',
    background: '#c4b5fd',
  },
};

/** Reviewers, keyed by avatar file name. */
export const reviewers: Record<string, Person> = {
  'review-farhana-rahman.webp': {
    name: 'Farhana Rahman',
    skin: '#d9a066',
    hair: 'bun',
    hairColor: '#2a1a10',
    glasses: true,
    outfit: '#be185d',
    outfitStyle: 'blazer',
    background: '#f9a8d4',
  },
  'review-kamrul-hasan.webp': {
    name: 'Kamrul Hasan',
    skin: '#a86b3c',
    hair: 'short',
    hairColor: '#120d0a',
    beard: true,
    outfit: '#15803d',
    outfitStyle: 'tee',
    background: '#86efac',
  },
  'review-shirin-akter.webp': {
    name: 'Shirin Akter',
    skin: '#c68642',
    hair: 'hijab',
    hairColor: '#2b1b12',
    scarf: '#b45309',
    outfit: '#365314',
    outfitStyle: 'kameez',
    background: '#fcd34d',
  },
  'review-rafiqul-islam.webp': {
    name: 'Rafiqul Islam',
    skin: '#b9773f',
    hair: 'receding',
    hairColor: '#9ca3af',
    glasses: true,
    beard: true,
    outfit: '#334155',
    outfitStyle: 'blazer',
    background: '#cbd5e1',
  },
  'review-ayesha-siddiqua.webp': {
    name: 'Ayesha Siddiqua',
    skin: '#e0ac69',
    hair: 'long',
    hairColor: '#3b2416',
    outfit: '#4338ca',
    outfitStyle: 'shirt',
    background: '#a5b4fc',
  },
  'review-imran-chowdhury.webp': {
    name: 'Imran Chowdhury',
    skin: '#c68642',
    hair: 'curly',
    hairColor: '#1a120c',
    outfit: '#b91c1c',
    outfitStyle: 'shirt',
    background: '#fca5a5',
  },
  'review-nasima-begum.webp': {
    name: 'Nasima Begum',
    skin: '#a86b3c',
    hair: 'hijab',
    hairColor: '#2b1b12',
    scarf: '#6d28d9',
    glasses: true,
    outfit: '#4d7c0f',
    outfitStyle: 'kameez',
    background: '#bef264',
  },
  'review-zahid-hossain.webp': {
    name: 'Zahid Hossain',
    skin: '#d9a066',
    hair: 'side',
    hairColor: '#1f150e',
    outfit: '#0e7490',
    outfitStyle: 'tee',
    background: '#67e8f9',
  },
};

/** Arif Hossain, the developer on the portfolio page. */
export const developer: Person = {
  name: 'Arif Hossain',
  skin: '#c68642',
  hair: 'side',
  hairColor: '#15100c',
  glasses: true,
  beard: false,
  outfit: '#1e293b',
  outfitStyle: 'hoodie',
  background: '#38bdf8',
};
