/**
 * The claims register as the pages read it at build time (content/claims.yaml,
 * docs/claims.md): pages render registered figures from it, so one edit changes every page.
 */
import { parseClaims } from '@alpora/shared/claims';
import text from '../../content/claims.yaml?raw';

export const CLAIMS = parseClaims(text);
