import type { Ref } from 'react';

/**
 * A booking step's heading, focused when the step opens so a screen reader says where the diner is,
 * and under it why the step came back (a time taken meanwhile, a refusal), if it did.
 */
export function StepHeading({
  id,
  headingRef,
  title,
  notice,
}: {
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  notice: string | null | undefined;
}) {
  return (
    <>
      <h2 id={id} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {notice && (
        <p className="notice" role="alert">
          {notice}
        </p>
      )}
    </>
  );
}
