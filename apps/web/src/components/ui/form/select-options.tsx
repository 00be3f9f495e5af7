export interface SelectOptionsProps<Value extends string | number> {
  /** The first option, whose value is empty: 'All actions', 'No terms (card only)'. */
  none: string;
  values: readonly Value[];
  /** Each value's text: the shared record of labels, or a function that words it. */
  labels: Readonly<Record<Value, string>> | ((value: Value) => string);
}

/**
 * The options of a select over a closed list of values (statuses, actions, payment terms), after
 * one with an empty value that stands for all of them or for none.
 */
export function SelectOptions<Value extends string | number>({
  none,
  values,
  labels,
}: SelectOptionsProps<Value>) {
  return (
    <>
      <option value="">{none}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {typeof labels === 'function' ? labels(value) : labels[value]}
        </option>
      ))}
    </>
  );
}
