/** Test data with overrides. Each factory takes a FactoryContext (`factoryContext(await buildTestApp())`). */
export * from './context.ts';
export * from './media.ts';
export * from './catalog.ts';
export * from './gallery.ts';
export * from './http.ts';
