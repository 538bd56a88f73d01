import { Fragment } from 'react';
import './rial-sign.css';

const RIAL_SIGN = '\uFDFC';
/** What follows a sign that stands before an amount: a digit, after the left-to-right mark priceText adds. */
const AMOUNT_FIRST = /^\u200E?\d/;

/**
 * Text with each rial sign (U+FDFC) in a span of the sign's own face (tokens.css): many Linux systems
 * have no face with it and drew an empty box. Only the sign: a web font named in the body's stack
 * would have every line of the page laid out again whenever any web font arrives. A sign before an
 * amount is marked so that it keeps its distance ("﷼120.000"); a sign alone ("(﷼)") is not.
 */
export function TextWithRialSign({ children }: { children: string }) {
  if (!children.includes(RIAL_SIGN)) return <>{children}</>;
  return (
    <>
      {children.split(RIAL_SIGN).map((piece, index) =>
        index === 0 ? (
          piece
        ) : (
          <Fragment key={index}>
            <span className={AMOUNT_FIRST.test(piece) ? 'rial-sign rial-sign--before-amount' : 'rial-sign'}>
              {RIAL_SIGN}
            </span>
            {piece}
          </Fragment>
        ),
      )}
    </>
  );
}
