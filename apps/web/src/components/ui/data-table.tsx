import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';

interface DataTableProps {
  /** Names the table and its scroll region for assistive technology. */
  label: string;
  children: ReactNode;
}

/**
 * A back-office table that scrolls sideways on narrow screens. The scroll region is focusable and
 * named, so keyboard users can scroll it too (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export function DataTable({ label, children }: DataTableProps) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
      <Table hover className="mb-0 align-middle" aria-label={label}>
        {children}
      </Table>
    </div>
  );
}
