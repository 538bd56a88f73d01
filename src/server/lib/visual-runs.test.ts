import { describe, expect, it } from 'vitest';
import { visualRuns } from './visual-runs.ts';

describe('visualRuns', () => {
  it('keeps a left-to-right line as one run', () => {
    expect(visualRuns('Laila Al Said, 12 Way')).toEqual([{ text: 'Laila Al Said, 12 Way', rtl: false }]);
  });

  it('keeps an Arabic line as one right-to-left run, spaces inside', () => {
    expect(visualRuns('ليلى البوسعيدي')).toEqual([{ text: 'ليلى البوسعيدي', rtl: true }]);
  });

  it('draws the numbers of an Arabic line left to right, on the left of the words before them', () => {
    expect(visualRuns('شارع 18، مسقط')).toEqual([
      { text: '، مسقط', rtl: true },
      { text: '18', rtl: false },
      { text: 'شارع ', rtl: true },
    ]);
  });

  it('gives a space between two directions to the line, and reads Arabic-Indic digits left to right', () => {
    expect(visualRuns('Laila ليلى')).toEqual([
      { text: 'Laila ', rtl: false },
      { text: 'ليلى', rtl: true },
    ]);
    expect(visualRuns('هاتف ٩١٢٣')).toEqual([
      { text: '٩١٢٣', rtl: false },
      { text: 'هاتف ', rtl: true },
    ]);
  });

  it('mirrors the brackets of a right-to-left run', () => {
    expect(visualRuns('ضوء الوادي (Wadi Light)')).toEqual([
      { text: '(', rtl: true },
      { text: 'Wadi Light', rtl: false },
      { text: 'ضوء الوادي )', rtl: true },
    ]);
  });
});
