import Button, { type ButtonProps } from 'react-bootstrap/Button';

export interface RowActionProps extends Omit<ButtonProps, 'size' | 'children' | 'aria-label'> {
  /** The button's text: 'Edit', 'Restock'. */
  children: string;
  /**
   * What the button acts on, read after its text in its accessible name so that a list of buttons
   * says which row each one is for: 'Edit' on 'Ayesha Rahman' is named 'Edit Ayesha Rahman'.
   */
  on: string;
}

/**
 * A small button acting on one row of a list (edit, restock, remove…), named for assistive
 * technology by its text and its row. Outlined in the primary colour unless `variant` says
 * otherwise.
 */
export function RowAction({
  children,
  on,
  variant = 'outline-primary',
  ...button
}: RowActionProps) {
  return (
    <Button size="sm" variant={variant} aria-label={`${children} ${on}`} {...button}>
      {children}
    </Button>
  );
}
