/**
 * Structured data of the information pages (content/en/page-data/<route>.yaml), one file per
 * page, told apart by `page`. Prose stays in MDX (content/en/pages/); lists, figures and
 * levels live here so pages render them without parsing prose.
 */
import { z } from 'astro/zod';
import { compareData } from './page-data/compare.ts';
import { complianceData } from './page-data/compliance.ts';
import { featuresData } from './page-data/features.ts';
import { investorsData } from './page-data/investors.ts';
import { onePagerData } from './page-data/one-pager.ts';
import { pressData } from './page-data/press.ts';
import { roadmapData } from './page-data/roadmap.ts';
import { samplesData } from './page-data/samples.ts';
import { securityData } from './page-data/security.ts';
import { useCasesData } from './page-data/use-cases.ts';

export const pageDataSchema = z.discriminatedUnion('page', [
  compareData,
  complianceData,
  featuresData,
  investorsData,
  onePagerData,
  pressData,
  roadmapData,
  samplesData,
  securityData,
  useCasesData,
]);
