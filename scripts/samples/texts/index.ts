/** The sample report's words in each of the site's languages (docs/product.md#languages). */
import type { Locale } from '@alpora/shared/locales';
import { de } from './de.ts';
import { en, type SampleTexts } from './en.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';

export type { SampleTexts } from './en.ts';

export const SAMPLE_TEXTS: Record<Locale, SampleTexts> = { en, de, fr, it };
