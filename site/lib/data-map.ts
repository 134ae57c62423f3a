/**
 * The data map as the pages read it at build time (content/data-map.yaml, docs/privacy.md):
 * the privacy policy's tables and the record of processing render from it.
 */
import { parseDataMap } from '@alpora/shared/data-map';
import text from '../../content/data-map.yaml?raw';

export const DATA_MAP = parseDataMap(text);
