// `use-sync-external-store/shim` as React 18+ has it built in (decision 325): @lingui/react imports
// the shim, whose fallback for older React would otherwise ship in every page's first load.
export { useSyncExternalStore } from 'react';
