import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { TextWithRialSign } from './rial-sign.tsx';

describe('TextWithRialSign', () => {
  it('puts each rial sign of a sentence in a span of its own, and leaves other text as it is', () => {
    const { container } = render(
      <p>
        <TextWithRialSign>{'Free delivery over \uFDFC200.000, charged \uFDFC5.000'}</TextWithRialSign>
      </p>,
    );
    expect(container.textContent).toBe('Free delivery over \uFDFC200.000, charged \uFDFC5.000');
    expect([...container.querySelectorAll('.rial-sign')].map((sign) => sign.textContent)).toEqual(['\uFDFC', '\uFDFC']);
  });

  it('keeps a sign before an amount off its first digit, and a sign alone as it is', () => {
    const { container } = render(
      <p>
        <TextWithRialSign>{'\uFDFC\u200E1,100.000 or \uFDFC5.000 (\uFDFC)'}</TextWithRialSign>
      </p>,
    );
    expect([...container.querySelectorAll('.rial-sign')].map((sign) => sign.className)).toEqual([
      'rial-sign rial-sign--before-amount',
      'rial-sign rial-sign--before-amount',
      'rial-sign',
    ]);
  });

  it('is its text alone when there is no rial sign', () => {
    const { container } = render(
      <p>
        <TextWithRialSign>{'Free delivery over €480.20'}</TextWithRialSign>
      </p>,
    );
    expect(container.querySelector('p')!.innerHTML).toBe('Free delivery over €480.20');
  });
});
