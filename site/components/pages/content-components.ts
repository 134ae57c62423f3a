/**
 * Components MDX pages may use without importing them; every page that renders an MDX body
 * passes these: `<Content components={CONTENT_COMPONENTS} />`. A page using one that is not
 * here fails the build. The privacy policy's data sections render the data map
 * (docs/privacy.md#data-map). Links (`a`) lead into the page's language.
 */
import ApiRateLimit from './ApiRateLimit.astro';
import BrowserStorage from './BrowserStorage.astro';
import Claim from './Claim.astro';
import CompanyDetails from './CompanyDetails.astro';
import DataWeCollect from './DataWeCollect.astro';
import ProcessingPurposes from './ProcessingPurposes.astro';
import ProseLink from './ProseLink.astro';
import RetentionPeriods from './RetentionPeriods.astro';

export const CONTENT_COMPONENTS = {
  ApiRateLimit,
  BrowserStorage,
  Claim,
  CompanyDetails,
  DataWeCollect,
  ProcessingPurposes,
  RetentionPeriods,
  a: ProseLink,
};
