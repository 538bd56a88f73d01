import { afterEach, describe, expect, it } from 'vitest';
import '../test-words.ts';
import { apiProblem, staffFieldMessage } from './errors.ts';
import { adminI18n } from './i18n.ts';

const refused = (status: number, message: string, errors: { field: string; message: string }[] = []) => ({
  status,
  data: { message, errors },
});

describe("the server's refusals in the back office", () => {
  afterEach(async () => {
    await adminI18n.changeLanguage('en');
  });

  it('are shown as the server words them in English', () => {
    const problem = apiProblem(
      refused(409, 'slug: is already used by another artwork', [
        { field: 'slug', message: 'is already used by another artwork' },
      ]),
    );
    expect(problem).toEqual({
      status: 409,
      message: 'slug: is already used by another artwork',
      fields: { slug: 'is already used by another artwork' },
    });
  });

  it('are said in Arabic, field by field, when the back office is in Arabic', async () => {
    await adminI18n.changeLanguage('ar');
    const problem = apiProblem(
      refused(400, 'title: must be at most 200 characters', [
        { field: 'title', message: 'must be at most 200 characters' },
        { field: 'sort', message: 'must be one of: asc, desc' },
        { field: 'slug', message: 'is already used by another artist' },
        { field: 'notes', message: 'a wording the back office has no words for' },
      ]),
    );
    expect(problem?.fields).toEqual({
      title: 'استخدم 200 حرفًا على الأكثر.',
      sort: 'اختر إحدى القيم: asc, desc.',
      slug: 'هذه القيمة مستخدمة من قبل.',
      notes: 'هذه القيمة غير مقبولة.',
    });
    expect(problem?.message).toBe('تعذّر الحفظ: بعض الحقول تحتاج إلى انتباهك. استخدم 200 حرفًا على الأكثر.');
  });

  it('say a refusal without fields by its status in Arabic, and how long to wait', async () => {
    await adminI18n.changeLanguage('ar');
    expect(apiProblem(refused(403, 'Only the gallery owner can do this.'))?.message).toBe('لا يسمح دورك بهذا الإجراء.');
    expect(
      apiProblem(refused(429, 'Too many failed sign-in attempts. Please wait 12 minutes and try again.'))?.message,
    ).toBe('محاولات كثيرة جدًا. يُرجى الانتظار 12 دقيقة ثم المحاولة مرة أخرى.');
    expect(staffFieldMessage('must be a whole number')).toBe('أدخل عددًا صحيحًا.');
  });
});
