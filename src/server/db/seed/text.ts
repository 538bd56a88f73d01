export const html = (paragraphs: string[]): string => paragraphs.map((p) => `<p>${p}</p>`).join('');
