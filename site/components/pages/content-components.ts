/**
 * Components MDX pages may use without importing them; every page that renders an MDX body
 * passes these: `<Content components={CONTENT_COMPONENTS} />`. A page using one that is not
 * here fails the build.
 */
import ApiRateLimit from './ApiRateLimit.astro';

export const CONTENT_COMPONENTS = { ApiRateLimit };
