/** Business constants of spec §9 and the UI timings of spec §4 and §9. */

/** Products on the home page showcase (spec §9). */
export const HOME_SHOWCASE_COUNT = 6;
/** Description preview length in listings (spec §9), characters. */
export const LISTING_PREVIEW_CHARS = 60;
/** Description preview length on the purchase page (spec §9), characters. */
export const PURCHASE_PREVIEW_CHARS = 100;
/** Product description length bounds (spec §5), characters. */
export const DESCRIPTION_MIN_CHARS = 100;
export const DESCRIPTION_MAX_CHARS = 200;
/** Password minimum length (spec §5), characters. */
export const PASSWORD_MIN_CHARS = 8;
/** Highest review rating (spec §9). */
export const RATING_MAX = 5;
/** Reviews carousel autoplay delay (spec §9), ms. */
export const CAROUSEL_DELAY_MS = 2500;
/** Gap between carousel slides from the md breakpoint (spec §9), px. */
export const CAROUSEL_GAP_PX = 30;
/** Counter animation duration (spec §9), seconds. */
export const COUNTER_DURATION_S = 3;
/** Home counters (spec §1). */
export const HOME_COUNTERS = [
  { value: 35, label: 'Countries' },
  { value: 100, label: 'Satisfied Clients' },
  { value: 120, label: 'Client Feedbacks' },
] as const;
/** Payment modal transition and backdrop durations (spec §9), ms. */
export const MODAL_TRANSITION_MS = 300;
export const MODAL_BACKDROP_MS = 150;
/** The login error clears after this long (spec §4), ms. */
export const LOGIN_ERROR_CLEAR_MS = 7000;
/** Bootstrap breakpoints (spec §9), px. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
/** Sidebar is fixed from this width up (spec §2), px. */
export const SIDEBAR_BREAKPOINT_PX = BREAKPOINTS.md;
