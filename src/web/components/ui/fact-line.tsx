import { Fragment } from 'react';

/**
 * Short facts on one line, "Oil on canvas · 100 × 75 cm · 2023". Each fact sits in its own <bdi>:
 * on an Arabic page a fact still in English (a medium, a town) would otherwise run into its
 * neighbours, pulling a size's numbers away from its unit or a count away from its noun.
 */
export function FactLine({ facts }: { facts: readonly (string | null | undefined)[] }) {
  return facts
    .filter((fact): fact is string => Boolean(fact))
    .map((fact, index) => (
      <Fragment key={index}>
        {index > 0 ? ' · ' : null}
        <bdi>{fact}</bdi>
      </Fragment>
    ));
}
