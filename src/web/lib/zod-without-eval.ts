/**
 * Every import of `zod` in the browser's code resolves here (vite.config.ts). The gallery's
 * Content-Security-Policy forbids eval, so zod cannot compile its parsers in the browser; told so
 * (`jitless`), it no longer probes for eval with `new Function` on its first parse, which the browser
 * reported as a violation of the policy on every page with a form. The server keeps compiled parsers.
 * Its problems are worded as the API words them (`fieldMessage`), so the forms can translate them.
 */
import { z } from 'zod/v4';
import { fieldMessage } from '#shared/field-messages.ts';

z.config({ jitless: true, customError: fieldMessage });

export * from 'zod/v4';
export { z, z as default };
