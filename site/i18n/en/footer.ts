/**
 * Words of the shared footer (docs/product.md#header-and-footer): its column headings and link
 * labels. Read at build time only (site/lib/footer.ts), so not spread into the dictionary of
 * ../en.ts, which every island bundles; the App status badge's label stays in shell.ts.
 */
export const footer = {
  /** The brand column's contact list. */
  contact: 'Contact',
  columns: {
    product: 'Product',
    company: 'Company',
    legal: 'Legal',
    account: 'Account',
  },
  links: {
    features: 'Features',
    useCases: 'Use cases',
    security: 'Security',
    compare: 'Compare',
    roi: 'ROI calculator',
    samples: 'Sample reports',
    api: 'Developer API',
    status: 'System Status',
    healthCheck: 'App health check',
    roadmap: 'Roadmap',
    changelog: 'Changelog',
    about: 'About us',
    careers: 'Careers',
    press: 'Press kit',
    investors: 'Investors',
    partners: 'Design partners',
    onePager: 'One-pager',
    blog: 'Blog',
    contact: 'Contact us',
    privacy: 'Privacy Policy',
    privacyRequest: 'See or erase your data',
    privacyRecord: 'Record of processing',
    terms: 'Terms of Service',
    compliance: 'Regulatory compliance',
    gdpr: 'GDPR Statement',
    legalNotice: 'Legal notice',
    login: 'Login',
    register: 'Create an account',
  },
  /** Reopens the cookie banner, to change or withdraw the choice. */
  cookieSettings: 'Cookie settings',
  rights: 'All rights reserved.',
  disclaimer:
    'Alpora is non-custodial: it never holds client assets. Trading involves risk; past performance does not guarantee future results.',
} as const;
