export interface EmailProps {
  address: string;
}

/** An e-mail address that may break before its `@` rather than inside a word (narrow cells). */
export function Email({ address }: EmailProps) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
