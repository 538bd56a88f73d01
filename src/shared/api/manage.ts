/**
 * The back office's contract: /admin/api/manage/..., one file per resource (manage-*.ts), gathered
 * here for the screens and routes that import them together.
 */
export * from './manage-staff.ts';
export * from './manage-audit.ts';
export * from './manage-media.ts';
export * from './manage-artworks.ts';
export * from './manage-artists.ts';
export * from './manage-exhibitions.ts';
export * from './manage-applications.ts';
export * from './manage-press.ts';
export * from './manage-pages.ts';
export * from './manage-home.ts';
export * from './manage-settings.ts';
export * from './manage-inbox.ts';
export * from './manage-enquiries.ts';
export { idParams, manageMessage, MAX_BAISA } from './manage-fields.ts';
