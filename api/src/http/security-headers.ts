/**
 * Security headers of every API answer. The API serves JSON only, so its policy forbids
 * everything; pages get their own policy from the static site server.
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
  });
