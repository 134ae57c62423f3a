/**
 * Security headers of every API answer. The API serves JSON only, so its policy forbids
 * everything; pages get their own policy from the static site server. Only the fields that act
 * on an answer that is not a document are sent (docs/decisions.md §335): the policy, HSTS,
 * nosniff, no framing, the referrer policy and CORP. Those only a document, a download or a
 * plug-in reads are left off: COOP (the pages send it), Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection.
 */
import { secureHeaders } from 'hono/secure-headers';

/** Two years, with subdomains and preload: Hono's default of 180 days is too short. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains; preload';

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

export const apiSecurityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    strictTransportSecurity: HSTS_VALUE,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
